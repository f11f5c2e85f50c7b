import type { TTransactionDetail } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TransactionDetailPage } from '@/features/transactions/routes/transaction-detail-page';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

const withdrawal: TTransactionDetail = {
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
  history: [{ event: 'created', status: 'pending', at: '2026-03-04T12:00:00.000Z', by: null }],
};

/** GET /v1/transactions/w1 answers `body`; the rest of the API 404. Returns the paths asked. */
function stubDetail(status: number, body: Parameters<typeof json>[0]) {
  server.use(
    http.get('/v1/transactions/w1', () => json(body, status)),
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  const requests = recordRequests();
  return () => requests.map((r) => r.path);
}

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/transactions/:id" element={<TransactionDetailPage />} />
    </Routes>,
    { route: '/transactions/w1' },
  );
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('TransactionDetailPage', () => {
  it("shows an approved withdrawal's payout hash with a link to the network's explorer", async () => {
    const hash = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
    stubDetail(200, {
      ...withdrawal,
      status: 'success',
      decidedAt: '2026-03-05T09:00:00.000Z',
      txHash: hash,
      txUrl: `https://mempool.space/tx/${hash}`,
    });
    renderDetail();
    await screen.findByRole('heading', { level: 2, name: 'TNX-ABCDEF' });
    expect(screen.queryByText('Deposit transaction hash')).toBeNull();
    const link = within(field('Payout transaction hash') as HTMLElement).getByRole('link', {
      name: `View transaction ${hash} on the explorer`,
    });
    expect(link).toHaveAttribute('href', `https://mempool.space/tx/${hash}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(hash);
  });

  it('shows every field of a pending withdrawal, what the wallet is to receive, and a cancel action', async () => {
    const paths = stubDetail(200, withdrawal);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'TNX-ABCDEF' })).toBeVisible();
    expect(paths()).toEqual(['/v1/transactions/w1']);
    expect(field('Amount')).toHaveTextContent('$50.00');
    expect(field('Fee')).toHaveTextContent('$5.00');
    expect(field('To receive')).toHaveTextContent('$45.00');
    expect(screen.queryByText('Sent', { selector: 'dt' })).toBeNull();
    expect(field('Type')).toHaveTextContent('Debit');
    expect(field('Kind')).toHaveTextContent('Withdrawal');
    expect(field('Currency / method')).toHaveTextContent('Bitcoin');
    expect(field('Wallet address')).toHaveTextContent('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(field('Description')).toHaveTextContent('Withdrawal to Bitcoin wallet');
    expect(screen.queryByText('Deposit transaction hash')).toBeNull();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('Created as pending')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel withdrawal TNX-ABCDEF' })).toBeVisible();
  });

  it('a rejected withdrawal says nothing was sent, and its history names no administrator', async () => {
    stubDetail(200, {
      ...withdrawal,
      status: 'failed',
      decidedAt: '2026-03-05T09:30:00.000Z',
      decisionReason: 'The address belongs to another person.',
      history: [
        withdrawal.history[0],
        {
          event: 'rejected',
          status: 'failed',
          at: '2026-03-05T09:30:00.000Z',
          by: { kind: 'admin' },
        },
      ],
    });
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(field('Sent')).toHaveTextContent('Nothing was sent');
    expect(field('Status')).toHaveTextContent('Rejected');
    expect(screen.queryByText('Fee', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('$50.00', { selector: 'p' })).toHaveClass('text-slate-700');
    expect(field('Reason given')).toHaveTextContent('The address belongs to another person.');
    expect(screen.queryByText('To receive', { selector: 'dt' })).toBeNull();
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Created as pending'),
      expect.stringMatching(/Rejected.*by an administrator$/),
    ]);
    expect(within(steps[1]!).getByText(/03\/05\/2026/).tagName).toBe('TIME');
    expect(screen.queryByRole('button', { name: /Cancel withdrawal/ })).toBeNull();
  });

  it('a deposit approved by an admin shows its hash and "by an administrator"; a cancelled one "by you"', async () => {
    stubDetail(200, {
      ...withdrawal,
      type: 'credit',
      kind: 'deposit',
      fee: 0,
      walletAddress: null,
      txHash: '0xabc123abc123abc123',
      status: 'success',
      history: [
        withdrawal.history[0],
        {
          event: 'approved',
          status: 'success',
          at: '2026-03-05T09:30:00.000Z',
          by: { kind: 'admin' },
        },
      ],
    });
    const { unmount } = renderDetail();
    expect(await screen.findByText('+$50.00')).toHaveClass('text-emerald-700');
    expect(field('Status')).toHaveTextContent('Approved');
    expect(screen.getByText(/by an administrator/)).toBeVisible();
    expect(field('Deposit transaction hash')).toHaveTextContent('0xabc123abc123abc123');
    expect(screen.queryByText('Fee', { selector: 'dt' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    stubDetail(200, {
      ...withdrawal,
      status: 'failed',
      history: [
        withdrawal.history[0],
        {
          event: 'cancelled',
          status: 'failed',
          at: '2026-03-05T09:30:00.000Z',
          by: { kind: 'self' },
        },
      ],
    });
    renderDetail();
    expect(await screen.findByText(/by you/)).toBeVisible();
  });

  it('a withdrawal its owner cancelled reads "Cancelled", neutral, with no fee and no signed amount', async () => {
    stubDetail(200, {
      ...withdrawal,
      amount: 500_00,
      fee: 50_00,
      status: 'failed',
      cancelledByOwner: true,
      decidedAt: '2026-03-05T09:30:00.000Z',
      history: [
        withdrawal.history[0],
        {
          event: 'cancelled',
          status: 'failed',
          at: '2026-03-05T09:30:00.000Z',
          by: { kind: 'self' },
        },
      ],
    });
    renderDetail();
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(field('Status')).toHaveTextContent('Cancelled');
    expect(screen.queryByText('Fee', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/Failed|Rejected|\u2212/)).toBeNull();
    const amount = screen.getByText('$500.00', { selector: 'p' });
    expect(amount).toHaveClass('text-slate-700');
    expect(amount).toHaveTextContent('Debit, Not moved $500.00');
    const steps = within(history).getAllByRole('listitem');
    expect(within(steps[0]!).getByText('Pending review')).toHaveClass('bg-amber-100');
    expect(within(steps[1]!).getByText('Cancelled', { selector: 'span' })).toHaveClass(
      'bg-slate-100',
    );
  });

  it('a pending deposit is not shown as money received', async () => {
    stubDetail(200, {
      ...withdrawal,
      type: 'credit',
      kind: 'deposit',
      amount: 2_000_00,
      fee: 0,
      walletAddress: null,
    });
    renderDetail();
    expect(await screen.findByText('$2,000.00 pending')).toHaveClass('text-slate-700');
    expect(screen.queryByText(/\+\$/)).toBeNull();
    expect(field('Status')).toHaveTextContent('Pending review');
  });

  it('an id that is not found (or not yours) shows the not-found state with a way back', async () => {
    stubDetail(404, errorBody(404, 'transaction_not_found', 'Transaction not found'));
    renderDetail();
    expect(
      await screen.findByText('This transaction does not exist, or it is not yours to see.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('a failure that is not a 404 offers a retry', async () => {
    stubDetail(500, errorBody(500, 'general_server_error', 'Server error'));
    renderDetail();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
