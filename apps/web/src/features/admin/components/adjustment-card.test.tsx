import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import {
  apiError,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { AdjustmentCard } from '@/features/admin/components/adjustment-card';
import { testUser } from '@/features/admin/components/test-fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const t = messages.admin;
/** How POST /v1/users/:id/adjustments answers in the running test. */
let respond: () => Response | Promise<Response>;
let requests: RecordedRequest[];

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<AdjustmentCard user={testUser()} heldBalance={0} />);
  return { user, input: screen.getByLabelText(t.adjustmentAmount) };
}

/** Confirms the open adjustment dialog with a reason. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, reason = 'Correction') {
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(t.adjustmentReason), reason);
  await user.click(within(dialog).getByRole('button', { name: /^Update / }));
}

function sentRequest() {
  return requests[0]!;
}

describe('AdjustmentCard', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
    respond = () => apiError(500, 'general_unknown', 'No answer set for this test');
    server.use(http.post('/v1/users/:id/adjustments', () => respond()));
    requests = recordRequests();
  });

  it('shows balance, profit and bonus as money with one button each', () => {
    setup();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    for (const name of [t.updateBalance, t.updateProfit, t.updateBonus]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('an empty amount toasts "Enter amount first!" and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: t.updateBalance }));
    expect(toast.error).toHaveBeenCalledWith('Enter amount first!');
    expect(requests).toEqual([]);
  });

  it('a zero amount is no amount either', async () => {
    const { user, input } = setup();
    await user.type(input, '0.00');
    await user.click(screen.getByRole('button', { name: t.updateBonus }));
    expect(toast.error).toHaveBeenCalledWith(messages.validation.enterAmountFirst);
    expect(requests).toEqual([]);
  });

  it('an amount that is not money is refused on the field', async () => {
    const { user, input } = setup();
    await user.type(input, '12abc');
    await user.click(screen.getByRole('button', { name: t.updateBalance }));
    expect(screen.getByText(messages.validation.amountInvalid)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);
  });

  it('adds a negative amount as signed cents, with an Idempotency-Key, and clears the input', async () => {
    respond = () => json(testUser({ profit: 24_50 }));
    const { user, input } = setup();
    await user.type(input, '-25.50');
    await user.click(screen.getByRole('button', { name: t.updateProfit }));
    await confirmWith(user, 'Duplicate payout');

    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profit updated successfully'),
    );
    const request = sentRequest();
    expect(request.path).toBe('/v1/users/u1/adjustments');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ figure: 'profit', amount: -25_50, reason: 'Duplicate payout' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,100}$/);
    expect(input).toHaveValue('');
  });

  it('adds dollars with separators to the balance', async () => {
    respond = () => json(testUser({ balance: 1_350_00 }));
    const { user, input } = setup();
    await user.type(input, '1,250');
    await user.click(screen.getByRole('button', { name: t.updateBalance }));
    await confirmWith(user, 'Wire received');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messages.toast.balanceUpdated),
    );
    expect(sentRequest().body).toEqual({
      figure: 'balance',
      amount: 1_250_00,
      reason: 'Wire received',
    });
  });

  it("shows the server's message when it refuses (never below zero)", async () => {
    const message = 'Bonus cannot go below zero: it is $0.00 available';
    respond = () => apiError(400, 'adjustment_below_zero', message);
    const { user, input } = setup();
    await user.type(input, '-5');
    await user.click(screen.getByRole('button', { name: t.updateBonus }));
    await confirmWith(user);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
    expect(input).toHaveValue('-5');
  });

  it('falls back to the generic failure toast when the server is unreachable', async () => {
    respond = () => HttpResponse.error();
    const { user, input } = setup();
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: t.updateBonus }));
    await confirmWith(user);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(messages.toast.bonusUpdateFailed),
    );
  });

  it('disables every button while an update is being sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    respond = () => new Promise((resolve) => (answer = resolve));
    const { user, input } = setup();
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: t.updateBalance }));
    await confirmWith(user);
    for (const name of [t.updateBalance, t.updateProfit, t.updateBonus]) {
      expect(screen.getByRole('button', { name, hidden: true })).toBeDisabled();
    }
    answer(json(testUser({ balance: 110_00 })));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: t.updateProfit })).toBeEnabled(),
    );
  });

  it('asks first: user, figure, amount and the result, and sends nothing before confirming', async () => {
    const { user, input } = setup();
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: t.updateBalance }));
    const dialog = screen.getByRole('dialog', { name: 'Update balance?' });
    expect(dialog).toHaveTextContent(
      "Add $25.00 to Ada Lovelace's balance: $100.00 becomes $125.00.",
    );
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: messages.common.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(input).toHaveValue('25');
  });

  it('says what a subtraction leaves', async () => {
    const { user, input } = setup();
    await user.type(input, '-20');
    await user.click(screen.getByRole('button', { name: t.updateProfit }));
    expect(screen.getByRole('dialog', { name: 'Update profit?' })).toHaveTextContent(
      "Subtract $20.00 from Ada Lovelace's profit: $50.00 becomes $30.00.",
    );
  });

  it('requires the reason the user will see: a blank one sends nothing', async () => {
    respond = () => json(testUser({ bonus: 10_00 }));
    const { user, input } = setup();
    await user.type(input, '10');
    await user.click(screen.getByRole('button', { name: t.updateBonus }));
    const dialog = screen.getByRole('dialog', { name: 'Update bonus?' });
    const reason = within(dialog).getByLabelText(t.adjustmentReason);
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Update bonus' }));
    expect(within(dialog).getByText(t.adjustmentReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toEqual([]);

    await user.type(reason, 'Loyalty bonus ');
    expect(within(dialog).queryByText(t.adjustmentReasonRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update bonus' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.toast.bonusUpdated));
    expect(sentRequest().body).toEqual({ figure: 'bonus', amount: 10_00, reason: 'Loyalty bonus' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
