import type { TTransaction } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentTransactions } from '@/features/dashboard/components/recent-transactions';
import { renderWithProviders } from '@/test/render';

const base: TTransaction = {
  $id: 'd1',
  transactionId: 'TNX-ABCDEF',
  userId: 'u1',
  amount: 2_000_00,
  fee: 0,
  type: 'credit',
  status: 'pending',
  kind: 'deposit',
  description: 'Deposit via Bitcoin',
  crypto: 'Bitcoin',
  paymentMethodId: 'pm-btc',
  walletAddress: null,
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-04T12:00:00.000Z',
  decidedAt: null,
  cancelledByOwner: false,
};

describe('RecentTransactions', () => {
  it('words each status honestly: a pending deposit is not money received, a cancellation not a loss', () => {
    renderWithProviders(
      <RecentTransactions
        transactions={[
          base,
          {
            ...base,
            $id: 'w1',
            transactionId: 'TNX-BCDEFG',
            type: 'withdraw',
            kind: 'withdrawal',
            amount: 500_00,
            fee: 50_00,
            status: 'failed',
            cancelledByOwner: true,
            description: 'Withdrawal to Bitcoin wallet',
          },
        ]}
      />,
    );
    expect(screen.getByText('$2,000.00 pending')).toHaveClass('text-slate-700');
    expect(screen.getByText('Pending review')).toBeVisible();
    expect(screen.getByText('Cancelled')).toHaveClass('bg-slate-100');
    expect(screen.getByText('$500.00')).not.toHaveClass('text-red-700');
    expect(screen.queryByText(/\+\$|\u2212\$|Failed|Success|Fee/)).toBeNull();
  });
});
