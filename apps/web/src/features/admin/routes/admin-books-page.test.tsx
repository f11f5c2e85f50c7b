import type { TBooks } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BooksBanner } from '@/features/admin/components/books-banner';
import { AdminBooksPage } from '@/features/admin/routes/admin-books-page';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

const day = (d: string, values: Partial<TBooks['daily'][number]> = {}) => ({
  day: d,
  deposits: 0,
  withdrawals: 0,
  fees: 0,
  profit: 0,
  bonuses: 0,
  ...values,
});

const books: TBooks = {
  accounts: [
    { account: 'deposits_received', posted: -100_00, pendingDebits: 25_00, pendingCredits: 0 },
    { account: 'withdrawals_paid', posted: 54_00, pendingDebits: 0, pendingCredits: 0 },
    { account: 'withdrawal_fees_earned', posted: 6_00, pendingDebits: 0, pendingCredits: 0 },
    { account: 'capital_in_trades', posted: 0, pendingDebits: 0, pendingCredits: 0 },
    { account: 'profit_paid', posted: 0, pendingDebits: 0, pendingCredits: 0 },
    { account: 'referral_bonuses_paid', posted: 0, pendingDebits: 0, pendingCredits: 0 },
    { account: 'admin_adjustments', posted: 0, pendingDebits: 0, pendingCredits: 0 },
    { account: 'bonuses_granted', posted: 0, pendingDebits: 0, pendingCredits: 0 },
    { account: 'copy_trading_results', posted: -25_61, pendingDebits: 0, pendingCredits: 0 },
  ],
  users: { balance: 40_00, profit: 0, held: 0, bonus: 0, inCopies: 12_50 },
  daily: [
    day('2026-11-24'),
    day('2026-11-25', { deposits: 100_00, withdrawals: 54_00, fees: 6_00 }),
  ],
  pending: [
    {
      id: 7,
      debitAccount: 'platform:deposits_received',
      creditAccount: 'user:u1:balance',
      amount: 25_00,
      reason: 'deposit',
      reference: 'TNX-ABCDEF',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  ],
  reconciliations: [
    {
      id: 2,
      startedAt: '2026-11-25T12:00:00.000Z',
      finishedAt: '2026-11-25T12:00:01.000Z',
      ok: false,
      anomalies: [{ kind: 'ledger_not_zero', subject: 'usd', expected: 0, found: 5_00 }],
    },
    {
      id: 1,
      startedAt: '2026-11-24T12:00:00.000Z',
      finishedAt: '2026-11-24T12:00:01.000Z',
      ok: true,
      anomalies: [],
    },
  ],
  selfDecisions: 0,
};

const emptyBooks: TBooks = {
  ...books,
  accounts: books.accounts.map((a) => ({ ...a, posted: 0, pendingDebits: 0, pendingCredits: 0 })),
  users: { balance: 0, profit: 0, held: 0, bonus: 0, inCopies: 0 },
  daily: [day('2026-11-24'), day('2026-11-25')],
  pending: [],
  reconciliations: [],
};

type Body = Parameters<typeof json>[0];

/** Each path answers its status and body; the rest of the API answers 404. */
function stubApi(routes: Record<string, [number, Body]>) {
  server.use(
    ...Object.entries(routes).map(([path, [status, body]]) =>
      http.all(path, () => json(body, status)),
    ),
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
}

function renderBooks(status: number, body: Body) {
  stubApi({ '/v1/admin/books': [status, body] });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/books" element={<AdminBooksPage />} />
    </Routes>,
    { route: '/admin/books' },
  );
}

describe('AdminBooksPage', () => {
  it('shows the platform accounts in words, turned to the way their money goes', async () => {
    renderBooks(200, books);
    const accounts = await screen.findByRole('region', { name: 'Platform accounts' });
    const card = (label: string) =>
      within(accounts).getByText(label, { selector: 'dt' }).parentElement!;
    expect(card('Deposits received')).toHaveTextContent('$100.00');
    expect(card('Deposits received')).toHaveTextContent('$25.00 pending');
    expect(card('Paid out')).toHaveTextContent('$54.00');
    expect(card('Fees earned')).toHaveTextContent('$6.00');
    expect(within(accounts).queryByText('withdrawal_fees_earned')).toBeNull();
    // What copies gained net of their losses, paid from the platform's copy-trading account.
    expect(card('Copy trading results')).toHaveTextContent('$25.61');
    const users = screen.getByRole('region', { name: "Users' totals" });
    expect(within(users).getByText('Balances', { selector: 'dt' }).parentElement).toHaveTextContent(
      '$40.00',
    );
    expect(
      within(users).getByText('In copies (copy trading)', { selector: 'dt' }).parentElement,
    ).toHaveTextContent('$12.50');
  });

  it('lists pending transfers with named accounts, and a daily chart with a table', async () => {
    const user = userEvent.setup();
    renderBooks(200, books);
    const pending = await screen.findByRole('region', { name: 'Pending transfers' });
    const row = within(pending).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Deposits received');
    expect(within(row).getByRole('link', { name: 'User u1 (balance)' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('TNX-ABCDEF');

    expect(screen.getByRole('img', { name: 'Deposits per day, last 30 days' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Show'), 'fees');
    expect(screen.getByRole('img', { name: 'Fees per day, last 30 days' })).toBeVisible();
    await user.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Daily totals, last 30 days' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('$6.00');
  });

  it('lists reconciliations and expands the anomalies in words by keyboard', async () => {
    const user = userEvent.setup();
    renderBooks(200, books);
    const runs = await screen.findByRole('region', { name: 'Reconciliations' });
    expect(within(runs).getByText('1 anomaly')).toBeVisible();
    expect(within(runs).getByText('Reconciled')).toBeVisible();
    const toggle = within(runs).getByRole('button', { name: 'Show anomalies' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(runs).queryByText('A ledger does not sum to zero')).not.toBeVisible();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(runs).getByText('A ledger does not sum to zero')).toBeVisible();
    expect(within(runs).getByText(/usd: expected \$0\.00, found \$5\.00/)).toBeVisible();
    expect(within(runs).queryByText('ledger_not_zero')).toBeNull();
  });

  it('shows empty states when nothing is pending, posted or reconciled', async () => {
    renderBooks(200, emptyBooks);
    expect(await screen.findByText('No transfer is pending.')).toBeVisible();
    expect(screen.getByText('Nothing was posted in the last 30 days.')).toBeVisible();
    expect(screen.getByText('The books have not been reconciled yet.')).toBeVisible();
    const accounts = screen.getByRole('region', { name: 'Platform accounts' });
    expect(accounts).not.toHaveTextContent('-$0.00');
  });

  it('shows an error with a retry when the books cannot be loaded', async () => {
    renderBooks(500, errorBody(500, 'general_unknown', 'Server error'));
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeVisible();
  });
});

describe('BooksBanner', () => {
  const overview = (lastReconciliation: unknown) => ({
    totalUsers: 1,
    totalDeposit: 0,
    pendingTransactions: 0,
    lastReconciliation,
  });

  it('warns with a link to the books when the last reconciliation is not ok', async () => {
    stubApi({
      '/v1/admin/overview': [
        200,
        overview({ ok: false, finishedAt: '2026-11-25T12:00:00.000Z', anomalies: 2 }),
      ],
    });
    renderWithProviders(<BooksBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The books do not reconcile');
    expect(alert).toHaveTextContent('2 anomalies');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/admin/books');
  });

  it('stays away when the books reconcile or were never reconciled', async () => {
    for (const last of [{ ok: true, finishedAt: '2026-11-25T12:00:00.000Z', anomalies: 0 }, null]) {
      stubApi({ '/v1/admin/overview': [200, overview(last)] });
      const requests = recordRequests();
      const { unmount } = renderWithProviders(<BooksBanner />);
      await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
