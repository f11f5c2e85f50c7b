import type { TTransaction } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionItem } from '@/components/transactions/transaction-item';
import {
  isCredit,
  signedAmount,
  statusBadgeStyles,
  statusLabel,
  statusTone,
} from '@/components/transactions/transaction-status';
import { renderWithProviders } from '@/test/render';

function transaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    $id: 't1',
    transactionId: 'TNX-123456',
    userId: 'u1',
    amount: 1234_56,
    fee: 0,
    type: 'credit',
    status: 'success',
    kind: 'deposit',
    description: 'Deposit via Bitcoin',
    crypto: 'Bitcoin',
    paymentMethodId: 'pm-btc',
    walletAddress: null,
    $createdAt: '2026-03-04T12:00:00.000Z',
    $updatedAt: '2026-03-04T12:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

describe('transaction status', () => {
  it('shows success green, pending yellow and anything else red as failed', () => {
    expect(statusTone('success')).toBe('success');
    expect(statusTone('pending')).toBe('pending');
    expect(statusTone('failed')).toBe('failed');
    expect(statusTone('rejected')).toBe('failed');
    expect(statusTone('')).toBe('failed');
    expect(statusLabel('success')).toBe('Success');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('cancelled')).toBe('Failed');
    expect(statusBadgeStyles.success).toMatch(/emerald/);
    expect(statusBadgeStyles.pending).toMatch(/amber/);
    expect(statusBadgeStyles.failed).toMatch(/red/);
  });

  it('treats only credit as a credit', () => {
    expect(isCredit('credit')).toBe(true);
    expect(isCredit('withdraw')).toBe(false);
    expect(isCredit('debit')).toBe(false);
    expect(signedAmount({ type: 'credit', amount: 1234_56 })).toBe('+$1,234.56');
    expect(signedAmount({ type: 'withdraw', amount: 50_00 })).toBe('\u2212$50.00');
  });
});

describe('TransactionItem', () => {
  it('shows a credit with its id, crypto, date and status', () => {
    renderWithProviders(<TransactionItem transaction={transaction()} />);
    expect(screen.getByText('Deposit via Bitcoin')).toBeInTheDocument();
    expect(screen.getByText('TNX-123456')).toBeInTheDocument();
    expect(screen.getByText(/^\d{2}\/\d{2}\/2026$/)).toBeInTheDocument();
    expect(screen.getByText('+$1,234.56')).toHaveClass('text-emerald-700');
    expect(screen.getByText('+$1,234.56').parentElement).toHaveTextContent('Credit');
    expect(screen.getByText('Success')).toHaveClass('bg-emerald-100');
    expect(screen.queryByText(/^Fee/)).not.toBeInTheDocument();
  });

  it('shows a pending withdrawal as a debit with its fee and the amount still to receive', () => {
    renderWithProviders(
      <TransactionItem
        transaction={transaction({
          type: 'withdraw',
          status: 'pending',
          kind: 'withdrawal',
          amount: 100_00,
          fee: 10_00,
          description: 'Withdrawal to Bitcoin wallet',
        })}
      />,
    );
    expect(screen.getByText('\u2212$100.00')).toHaveClass('text-red-700');
    expect(screen.getByText('Pending')).toHaveClass('bg-amber-100');
    expect(screen.getByText(/Fee \$10\.00/)).toHaveTextContent('Fee $10.00 · To receive $90.00');
    expect(screen.queryByText(/Sent/)).not.toBeInTheDocument();
  });

  it('says "Sent" only for a paid withdrawal, and nothing of the kind for a failed one', () => {
    const withdrawal = {
      type: 'withdraw' as const,
      kind: 'withdrawal' as const,
      amount: 50_00,
      fee: 5_00,
      description: 'Withdrawal to Bitcoin wallet',
    };
    const { unmount } = renderWithProviders(
      <TransactionItem transaction={transaction({ ...withdrawal, status: 'success' })} />,
    );
    expect(screen.getByText(/Fee \$5\.00/)).toHaveTextContent('Fee $5.00 · Sent $45.00');
    unmount();
    renderWithProviders(
      <TransactionItem transaction={transaction({ ...withdrawal, status: 'failed' })} />,
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByText(/Sent|To receive|Fee/)).not.toBeInTheDocument();
  });

  it('labels an unknown status as failed, in red', () => {
    renderWithProviders(<TransactionItem transaction={transaction({ status: 'failed' })} />);
    expect(screen.getByText('Failed')).toHaveClass('bg-red-100');
  });
});
