import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { apiError, http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testTransaction } from '@/features/admin/components/test-fixtures';
import { TransactionRow } from '@/features/admin/components/transaction-row';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const t = messages.admin;
/** How an approval or a rejection answers in the running test. */
let respond: () => Response | Promise<Response>;
let requests: RecordedRequest[];

describe('TransactionRow', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    respond = () => apiError(500, 'general_unknown', 'No answer set for this test');
    server.use(http.post('/v1/admin/transactions/:id/:decision', () => respond()));
    requests = recordRequests();
  });

  it('shows the amount, type, status, date, crypto and a link to the user', () => {
    renderWithProviders(<TransactionRow transaction={testTransaction()} />);
    expect(screen.getByText('TNX-123456')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    expect(screen.getByText(t.credit)).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('03/04/2026')).toBeInTheDocument();
    expect(screen.getByText('BTC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User u1-01234' })).toHaveAttribute(
      'href',
      '/admin/users/u1-0123456789',
    );
  });

  it('shows the transaction hash a deposit carries, and nothing when it has none', () => {
    const txHash = `0x${'cd'.repeat(32)}`;
    const { unmount } = renderWithProviders(
      <TransactionRow transaction={testTransaction({ txHash })} />,
    );
    expect(screen.getByText(t.txHash)).toBeInTheDocument();
    expect(screen.getByText(txHash)).toBeInTheDocument();
    unmount();
    renderWithProviders(<TransactionRow transaction={testTransaction()} />);
    expect(screen.queryByText(t.txHash)).toBeNull();
  });

  it.each([
    { status: 'success', cancelledByOwner: false, word: 'Approved', tone: 'bg-emerald-100' },
    { status: 'failed', cancelledByOwner: false, word: 'Rejected', tone: 'bg-red-100' },
    { status: 'failed', cancelledByOwner: true, word: 'Cancelled', tone: 'bg-slate-100' },
  ] as const)(
    'a decided transaction shows "Already Approved" beside its real status, $word, and no actions',
    ({ status, cancelledByOwner, word, tone }) => {
      renderWithProviders(
        <TransactionRow transaction={testTransaction({ status, cancelledByOwner })} />,
      );
      const decided = screen.getByText('Already Approved');
      expect(within(decided).getByText(word)).toHaveClass(tone);
      expect(screen.queryByRole('button', { name: t.approve })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t.reject })).not.toBeInTheDocument();
      expect(screen.queryByText(/Success|Failed/)).not.toBeInTheDocument();
    },
  );

  it("a rejection shows the admin's reason; a cancelled withdrawal no fee and no red amount", () => {
    const withdrawal = {
      type: 'withdraw',
      kind: 'withdrawal',
      fee: 25_00,
      status: 'failed',
      walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    } as const;
    const { unmount } = renderWithProviders(
      <TransactionRow
        transaction={testTransaction({ ...withdrawal, decisionReason: 'Address not ours' })}
      />,
    );
    expect(screen.getByText('Rejected: Address not ours')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <TransactionRow transaction={testTransaction({ ...withdrawal, cancelledByOwner: true })} />,
    );
    expect(screen.queryByText(t.fee)).not.toBeInTheDocument();
    expect(screen.getByText('$250.00')).not.toHaveClass('text-red-700');
  });

  it('a withdrawal shows its wallet address and fee as a debit', () => {
    renderWithProviders(
      <TransactionRow
        transaction={testTransaction({
          type: 'withdraw',
          kind: 'withdrawal',
          fee: 25_00,
          walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        })}
      />,
    );
    expect(screen.getByText(t.debit)).toBeInTheDocument();
    expect(screen.getByText('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it('approving asks first, showing user, amount, method and address; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TransactionRow
        transaction={testTransaction({
          type: 'withdraw',
          kind: 'withdrawal',
          amount: 500_00,
          fee: 50_00,
          crypto: 'Bitcoin',
          walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
          owner: { name: 'Ada Lovelace', email: 'ada@example.test' },
        })}
      />,
    );
    await user.type(
      screen.getByLabelText(messages.networks.payoutHashFieldFor('TNX-123456')),
      'abc123',
    );
    await user.click(screen.getByRole('button', { name: t.approve }));
    const dialog = screen.getByRole('dialog', { name: t.approveTitle });
    expect(requests).toEqual([]);
    expect(dialog).toHaveAccessibleDescription(t.approveText('Withdrawal', '$500.00'));
    const shown = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(shown(t.approveUser)).toHaveTextContent('Ada Lovelace (ada@example.test)');
    expect(shown(t.approveAmount)).toHaveTextContent('$500.00');
    expect(shown(t.approveToSend)).toHaveTextContent('$450.00');
    expect(shown(t.approveMethod)).toHaveTextContent('Bitcoin');
    expect(shown(t.approveAddress)).toHaveTextContent('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(shown(t.approvePayoutHash)).toHaveTextContent('abc123');
    expect(within(dialog).getByRole('button', { name: messages.common.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('approves a pending deposit once confirmed: buttons disabled while busy, then the spec toast', async () => {
    let answer: (response: Response) => void = () => undefined;
    respond = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderWithProviders(<TransactionRow transaction={testTransaction()} />);

    await user.click(screen.getByRole('button', { name: t.approve }));
    const dialog = screen.getByRole('dialog', { name: t.approveTitle });
    expect(within(dialog).queryByText(t.approveAddress)).toBeNull();
    expect(within(dialog).getByText('BTC')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    expect(within(dialog).getByRole('button', { name: t.approve })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.reject, hidden: true })).toBeDisabled();
    await vi.waitFor(() =>
      expect(requests).toEqual([
        expect.objectContaining({ path: '/v1/admin/transactions/t1/approve', method: 'POST' }),
      ]),
    );

    answer(json(testTransaction({ status: 'success' })));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Deposit was approved successfully'),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.approveTitle })).not.toBeInTheDocument(),
    );
  });

  it('rejecting asks first, then sends and toasts', async () => {
    respond = () =>
      json(testTransaction({ type: 'withdraw', kind: 'withdrawal', status: 'failed' }));
    const user = userEvent.setup();
    renderWithProviders(
      <TransactionRow transaction={testTransaction({ type: 'withdraw', kind: 'withdrawal' })} />,
    );

    await user.click(screen.getByRole('button', { name: t.reject }));
    const dialog = screen.getByRole('dialog', { name: t.rejectTitle });
    expect(requests).toEqual([]);
    await user.type(within(dialog).getByLabelText(t.rejectReason), 'Address not ours');
    await user.click(within(dialog).getByRole('button', { name: t.reject }));

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        messages.toast.transactionDecided('Withdrawal', 'rejected'),
      ),
    );
    expect(requests).toEqual([
      expect.objectContaining({
        path: '/v1/admin/transactions/t1/reject',
        method: 'POST',
        body: { reason: 'Address not ours' },
      }),
    ]);
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.rejectTitle })).not.toBeInTheDocument(),
    );
  });

  it('cancelling the rejection sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransactionRow transaction={testTransaction()} />);
    await user.click(screen.getByRole('button', { name: t.reject }));
    await user.click(screen.getByRole('button', { name: messages.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('a late decision shows the server\'s "Already Approved"', async () => {
    respond = () => apiError(409, 'transaction_already_decided', 'Already Approved');
    const user = userEvent.setup();
    renderWithProviders(<TransactionRow transaction={testTransaction()} />);
    await user.click(screen.getByRole('button', { name: t.approve }));
    await user.click(
      within(screen.getByRole('dialog', { name: t.approveTitle })).getByRole('button', {
        name: t.approve,
      }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Already Approved'));
    expect(screen.getByRole('button', { name: t.approve })).toBeEnabled();
  });
});
