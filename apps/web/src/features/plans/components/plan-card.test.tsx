import { messages, type TPlan } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanCard } from '@/features/plans/components/plan-card';
import { record } from '@/test/fixtures';

const v = messages.validation;
const basic: TPlan = {
  ...record('plan-basic'),
  title: 'Basic Plan',
  min: 100_00,
  max: 999_00,
  roi: 2,
  days: 7,
  isRecommended: true,
};

function setup({
  available = 500_00,
  openAmount,
}: { available?: number; openAmount?: number } = {}) {
  const onInvest = vi.fn();
  const user = userEvent.setup();
  render(
    <PlanCard
      plan={basic}
      available={available}
      openAmount={openAmount}
      busy={false}
      locked={false}
      onInvest={onInvest}
    />,
  );
  const amount = screen.getByLabelText('Amount to invest in Basic Plan (USD)');
  const submit = screen.getByRole('button', {
    name: openAmount === undefined ? 'Subscribe' : 'Upgrade to this plan',
  });
  async function invest(text: string) {
    await user.clear(amount);
    if (text) await user.type(amount, text);
    await user.click(submit);
  }
  return { onInvest, invest, amount };
}

describe('PlanCard invest form', () => {
  it('shows the plan: limits in dollars, ROI per day, duration, recommended badge', () => {
    setup();
    const card = screen.getByRole('article', { name: 'Basic Plan' });
    expect(card).toHaveTextContent('$100.00');
    expect(card).toHaveTextContent('$999.00');
    expect(card).toHaveTextContent('2% per day');
    expect(card).toHaveTextContent('7 days');
    expect(card).toHaveTextContent('Recommended');
  });

  it("shows the plan's minimum as the amount's placeholder", () => {
    const { amount } = setup();
    expect(amount).toHaveAttribute('placeholder', 'e.g 100');
  });

  it('asks for an amount', async () => {
    const { invest, onInvest, amount } = setup();
    await invest('');
    expect(await screen.findByText(v.amountRequired)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('refuses an amount below the plan minimum', async () => {
    const { invest, onInvest } = setup();
    await invest('99.99');
    expect(
      await screen.findByText('Amount must be greater than or equal to 100'),
    ).toBeInTheDocument();
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('refuses an amount above the plan maximum', async () => {
    const { invest, onInvest } = setup({ available: 5_000_00 });
    await invest('1,000');
    expect(await screen.findByText('Amount must be less than or equal to 999')).toBeInTheDocument();
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('refuses an amount above the available balance', async () => {
    const { invest, onInvest } = setup({ available: 500_00 });
    await invest('500.01');
    expect(await screen.findByText(v.insufficientBalance)).toBeInTheDocument();
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('refuses text that is not an amount', async () => {
    const { invest, onInvest } = setup();
    await invest('abc');
    expect(await screen.findByText(v.amountInvalid)).toBeInTheDocument();
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('invests typed dollars as cents', async () => {
    const { invest, onInvest } = setup({ available: 500_00 });
    await invest('$250.5');
    await vi.waitFor(() => expect(onInvest).toHaveBeenCalledTimes(1));
    expect(onInvest.mock.calls[0]?.slice(0, 2)).toEqual(['plan-basic', 250_50]);
  });

  it('with a trade open, refuses an amount that would take the trade past the plan maximum', async () => {
    const { invest, onInvest } = setup({ available: 2_000_00, openAmount: 1_200_00 });
    await invest('100');
    expect(
      await screen.findByText(
        "Your trade would be $1,300.00, above this plan's maximum of $999.00.",
      ),
    ).toBeInTheDocument();
    expect(onInvest).not.toHaveBeenCalled();
  });

  it('with a trade open, passes on an amount whose resulting trade fits the plan', async () => {
    const { invest, onInvest } = setup({ available: 2_000_00, openAmount: 800_00 });
    await invest('199');
    await vi.waitFor(() => expect(onInvest).toHaveBeenCalledTimes(1));
  });
});

describe('PlanCard of the open trade’s own plan', () => {
  it('offers "Add to this plan", not an upgrade, and explains the top-up rule in one line', () => {
    render(
      <PlanCard
        plan={basic}
        available={500_00}
        openAmount={200_00}
        current
        busy={false}
        locked={false}
        onInvest={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: messages.invest.addToPlan })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.invest.upgrade })).not.toBeInTheDocument();
    expect(
      screen.getByText(messages.invest.topUpRule('2% per day', '7 days'), { exact: false }),
    ).toBeInTheDocument();
  });
});
