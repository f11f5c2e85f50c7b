import { messages, type TTransaction } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionList } from '@/components/transactions/transaction-list';
import { http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const deposit = (i: number): TTransaction => ({
  $id: `t${i}`,
  transactionId: `TNX-${String(i).padStart(6, '0')}`,
  userId: 'u1',
  amount: (i + 1) * 100,
  fee: 0,
  type: 'credit',
  status: 'success',
  kind: 'deposit',
  description: `Deposit ${i}`,
  crypto: 'Bitcoin',
  paymentMethodId: 'pm-btc',
  walletAddress: null,
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-04T12:00:00.000Z',
  decidedAt: null,
});

describe('TransactionList', () => {
  it('the profile shows a short recent list with a link to all transactions, not the whole list', async () => {
    const page = Array.from({ length: 10 }, (_, i) => deposit(i));
    server.use(http.get('/v1/transactions', () => json({ total: 40, transactions: page })));
    renderWithProviders(<TransactionList filter={{}} recent={5} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(messages.money.showing(5, 40))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.trade.viewAllTransactions })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('words a transaction from its description code, and shows the stored text of one without', async () => {
    const coded: TTransaction = {
      ...deposit(1),
      description: 'Deposit via BTC (the words when it was written)',
      descriptionCode: 'deposit',
      descriptionParams: { method: 'Bitcoin' },
    };
    const uncoded: TTransaction = { ...deposit(2), description: 'Written by hand' };
    server.use(
      http.get('/v1/transactions', () => json({ total: 2, transactions: [coded, uncoded] })),
    );
    renderWithProviders(<TransactionList filter={{}} recent={5} />);
    expect(
      await screen.findByText(messages.transactionDescriptions.deposit('Bitcoin')),
    ).toBeInTheDocument();
    expect(screen.queryByText(coded.description)).not.toBeInTheDocument();
    expect(screen.getByText('Written by hand')).toBeInTheDocument();
  });
});
