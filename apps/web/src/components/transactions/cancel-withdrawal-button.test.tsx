import type { TTransaction } from '@copyvest/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TransactionItem } from '@/components/transactions/transaction-item';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const pendingWithdrawal: TTransaction = {
  $id: 'w1',
  transactionId: 'TNX-ABCDEF',
  userId: 'u1',
  amount: 50_00,
  fee: 5_00,
  type: 'withdraw',
  status: 'pending',
  kind: 'withdrawal',
  description: 'Withdrawal to Bitcoin wallet',
  crypto: 'Bitcoin',
  paymentMethodId: 'pm-btc',
  walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-04T12:00:00.000Z',
  decidedAt: null,
};

function stubCancel(status: number, body: Parameters<typeof json>[0]) {
  server.use(http.post('/v1/withdrawals/w1/cancel', () => json(body, status)));
  const requests = recordRequests();
  return {
    get posts() {
      return requests
        .filter((r) => r.method === 'POST')
        .map((r) => ({ path: r.path, method: r.method, key: r.headers.get('Idempotency-Key') }));
    },
  };
}

describe('Cancel withdrawal', () => {
  it('is offered on a pending withdrawal only', () => {
    stubCancel(200, {});
    const { rerender } = renderWithProviders(<TransactionItem transaction={pendingWithdrawal} />);
    expect(screen.getByRole('button', { name: 'Cancel withdrawal TNX-ABCDEF' })).toBeVisible();
    // The item links to its detail page: a rerender keeps it inside a router.
    rerender(
      <MemoryRouter>
        <TransactionItem transaction={{ ...pendingWithdrawal, status: 'success' }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull();
    rerender(
      <MemoryRouter>
        <TransactionItem
          transaction={{ ...pendingWithdrawal, type: 'credit', kind: 'deposit', fee: 0 }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull();
  });

  it('asks first; "Keep withdrawal" sends nothing, confirming sends one keyed request', async () => {
    const calls = stubCancel(200, { ...pendingWithdrawal, status: 'failed' });
    const user = userEvent.setup();
    renderWithProviders(<TransactionItem transaction={pendingWithdrawal} />);

    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal TNX-ABCDEF' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' })).toBeVisible();
    expect(
      screen.getByText(/the \$50\.00 it holds returns to your available balance/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep withdrawal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel withdrawal TNX-ABCDEF' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (button) => button.textContent === 'Cancel withdrawal',
      )!,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.posts).toEqual([
      { path: '/v1/withdrawals/w1/cancel', method: 'POST', key: expect.any(String) },
    ]);
  });
});
