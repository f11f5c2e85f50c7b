import type { TTransaction } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionItem } from '@/components/transactions/transaction-item';
import {
  amountStyles,
  isCredit,
  statusBadgeStyles,
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

describe('transaction status styles', () => {
  it('colours approved green, pending review yellow, rejected red and cancelled neutral', () => {
    expect(statusBadgeStyles.success).toMatch(/emerald/);
    expect(statusBadgeStyles.pending).toMatch(/amber/);
    expect(statusBadgeStyles.failed).toMatch(/red/);
    expect(statusBadgeStyles.neutral).toMatch(/slate/);
    expect(amountStyles.neutral).not.toMatch(/red|emerald/);
  });

  it('treats only credit as a credit', () => {
    expect(isCredit('credit')).toBe(true);
    expect(isCredit('withdraw')).toBe(false);
    expect(isCredit('debit')).toBe(false);
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
    expect(screen.getByText('Approved')).toHaveClass('bg-emerald-100');
    expect(screen.queryByText(/^Fee/)).not.toBeInTheDocument();
  });

  it('a pending deposit is never shown as received: "$2,000.00 pending", neutral, "Pending review"', () => {
    renderWithProviders(
      <TransactionItem transaction={transaction({ status: 'pending', amount: 2_000_00 })} />,
    );
    const amount = screen.getByText('$2,000.00 pending');
    expect(amount).toHaveClass('text-slate-700');
    expect(amount).not.toHaveClass('text-emerald-700');
    expect(screen.queryByText(/\+\$/)).not.toBeInTheDocument();
    expect(screen.getByText('Pending review')).toHaveClass('bg-amber-100');
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
    expect(screen.getByText('Pending review')).toHaveClass('bg-amber-100');
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
      <TransactionItem
        transaction={transaction({
          ...withdrawal,
          status: 'failed',
          cancelledByOwner: false,
          decisionReason: 'The address belongs to another person.',
        })}
      />,
    );
    expect(screen.getByText('Rejected')).toHaveClass('bg-red-100');
    expect(screen.getByText('Rejected: The address belongs to another person.')).toBeVisible();
    expect(screen.getByText('$50.00')).toHaveClass('text-slate-700');
    expect(screen.getByText('$50.00').parentElement).toHaveTextContent('Debit, Not moved $50.00');
    expect(screen.queryByText(/\u2212\$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sent|To receive|Fee/)).not.toBeInTheDocument();
  });

  it('a withdrawal its owner cancelled is "Cancelled": neutral, unsigned, no fee, not red', () => {
    renderWithProviders(
      <TransactionItem
        transaction={transaction({
          type: 'withdraw',
          kind: 'withdrawal',
          amount: 500_00,
          fee: 50_00,
          status: 'failed',
          cancelledByOwner: true,
          description: 'Withdrawal to Bitcoin wallet',
        })}
      />,
    );
    const badge = screen.getByText('Cancelled');
    expect(badge).toHaveClass('bg-slate-100');
    expect(badge).not.toHaveClass('bg-red-100');
    const amount = screen.getByText('$500.00');
    expect(amount).toHaveClass('text-slate-700');
    expect(amount).not.toHaveClass('text-red-700');
    expect(screen.queryByText(/Failed|Rejected|\u2212|Fee|\$50\.00/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel withdrawal/ })).not.toBeInTheDocument();
  });

  it('labels a failed transaction no owner cancelled as rejected, in red', () => {
    renderWithProviders(<TransactionItem transaction={transaction({ status: 'failed' })} />);
    expect(screen.getByText('Rejected')).toHaveClass('bg-red-100');
  });
});
