import type { TTransactionDetail } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminTransactionPage } from '@/features/admin/routes/admin-transaction-page';
import { http, json, server } from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

const rejected: TTransactionDetail = {
  $id: 'd1',
  transactionId: 'TNX-QWERTY',
  userId: 'u1',
  amount: 80_00,
  fee: 0,
  type: 'credit',
  status: 'failed',
  kind: 'deposit',
  description: 'Deposit via Bitcoin',
  crypto: 'Bitcoin',
  paymentMethodId: 'pm-btc',
  walletAddress: null,
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-05T12:00:00.000Z',
  decidedAt: '2026-03-05T12:00:00.000Z',
  owner: { name: 'Olga Owner', email: 'olga@example.test' },
  history: [
    { event: 'created', status: 'pending', at: '2026-03-04T12:00:00.000Z', by: null },
    {
      event: 'rejected',
      status: 'failed',
      at: '2026-03-05T12:00:00.000Z',
      by: { kind: 'admin', name: 'Ada Admin', email: 'ada@copyvest.test' },
    },
  ],
};

function renderAt(status: number, body: Parameters<typeof json>[0]) {
  server.use(http.get('/v1/admin/transactions/d1', () => json(body, status)));
  return renderWithProviders(
    <Routes>
      <Route path="/admin/transactions/:id" element={<AdminTransactionPage />} />
    </Routes>,
    { route: '/admin/transactions/d1' },
  );
}

describe('AdminTransactionPage', () => {
  it("names the admin who decided and links to the owner's page", async () => {
    renderAt(200, rejected);
    const history = await screen.findByRole('region', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      /Rejected.*by Ada Admin \(ada@copyvest\.test\)$/,
    );
    expect(screen.getByRole('link', { name: 'Olga Owner (olga@example.test)' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
  });

  it('a transaction that does not exist shows the not-found state', async () => {
    renderAt(404, errorBody(404, 'transaction_not_found', 'Transaction not found'));
    expect(await screen.findByText('This transaction does not exist.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions',
    );
  });
});
