import { describe, expect, it } from 'vitest';
import { transactionState, transactionStatusView } from './transaction-status.ts';

const deposit = { type: 'credit', amount: 200_000 } as const;
const withdrawal = { type: 'withdraw', amount: 50_000 } as const;

describe('transactionState', () => {
  it('derives the state from the stored status and who decided', () => {
    expect(transactionState({ status: 'pending' })).toBe('pendingReview');
    expect(transactionState({ status: 'success' })).toBe('approved');
    expect(transactionState({ status: 'failed' })).toBe('rejected');
    expect(transactionState({ status: 'failed', cancelledByOwner: false })).toBe('rejected');
    expect(transactionState({ status: 'failed', cancelledByOwner: true })).toBe('cancelled');
  });

  it('a stored status other than pending or success is failed, as the spec lists it', () => {
    expect(transactionState({ status: 'anything' })).toBe('rejected');
  });
});

describe('transactionStatusView', () => {
  it('a pending deposit is "Pending review", its amount neutral and not received', () => {
    expect(transactionStatusView({ ...deposit, status: 'pending' })).toEqual({
      state: 'pendingReview',
      label: 'Pending review',
      detail: 'Pending review',
      tone: 'pending',
      amount: { text: '$2,000.00 pending', tone: 'neutral' },
      showFee: true,
    });
  });

  it('a pending withdrawal is held: signed and a debit, with its fee', () => {
    const view = transactionStatusView({ ...withdrawal, status: 'pending' });
    expect(view.label).toBe('Pending review');
    expect(view.amount).toEqual({ text: '\u2212$500.00', tone: 'debit' });
    expect(view.showFee).toBe(true);
  });

  it('an approved credit is "+", an approved debit "−"', () => {
    const credit = transactionStatusView({ ...deposit, status: 'success' });
    expect(credit).toMatchObject({ state: 'approved', label: 'Approved', tone: 'success' });
    expect(credit.amount).toEqual({ text: '+$2,000.00', tone: 'credit' });
    const debit = transactionStatusView({ ...withdrawal, status: 'success' });
    expect(debit.amount).toEqual({ text: '\u2212$500.00', tone: 'debit' });
    expect(debit.showFee).toBe(true);
  });

  it('a rejection is red "Rejected" with the reason when given, and nothing moved', () => {
    const plain = transactionStatusView({ ...withdrawal, status: 'failed' });
    expect(plain).toEqual({
      state: 'rejected',
      label: 'Rejected',
      detail: 'Rejected',
      tone: 'failed',
      amount: { text: '$500.00', tone: 'neutral' },
      showFee: false,
    });
    const reasoned = transactionStatusView({
      ...deposit,
      status: 'failed',
      cancelledByOwner: false,
      decisionReason: ' No payment arrived ',
    });
    expect(reasoned.detail).toBe('Rejected: No payment arrived');
    expect(reasoned.amount).toEqual({ text: '$2,000.00', tone: 'neutral' });
    expect(
      transactionStatusView({ ...deposit, status: 'failed', decisionReason: '  ' }).detail,
    ).toBe('Rejected');
    expect(
      transactionStatusView({ ...deposit, status: 'failed', decisionReason: null }).detail,
    ).toBe('Rejected');
  });

  it('a withdrawal its owner cancelled is neutral "Cancelled": no loss, no fee', () => {
    expect(
      transactionStatusView({ ...withdrawal, status: 'failed', cancelledByOwner: true }),
    ).toEqual({
      state: 'cancelled',
      label: 'Cancelled',
      detail: 'Cancelled',
      tone: 'neutral',
      amount: { text: '$500.00', tone: 'neutral' },
      showFee: false,
    });
  });

  it('cancelledByOwner only counts on a failed transaction', () => {
    expect(
      transactionStatusView({ ...deposit, status: 'success', cancelledByOwner: true }).state,
    ).toBe('approved');
    expect(
      transactionStatusView({ ...deposit, status: 'pending', cancelledByOwner: true }).state,
    ).toBe('pendingReview');
  });

  it('a negative stored amount is shown by its size', () => {
    expect(
      transactionStatusView({ type: 'withdraw', amount: -1_000, status: 'success' }).amount.text,
    ).toBe('\u2212$10.00');
  });
});
