import { messages, type TPlan } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { PlanForm, planToFormValues } from '@/features/admin/components/plan-form';
import { PlanModal } from '@/features/admin/components/plan-modal';
import { record } from '@/test/fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const v = messages.validation;
const t = messages.admin;

const plan: TPlan = {
  ...record('p1'),
  title: 'Gold',
  min: 100_00,
  max: 1_000_50,
  roi: 2.5,
  days: 14,
  isRecommended: false,
};

function setup(defaultValues?: ReturnType<typeof planToFormValues>) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <PlanForm
      defaultValues={defaultValues}
      submitLabel={t.saveChanges}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('PlanForm', () => {
  it('shows the spec placeholders and every "required" message, and sends nothing', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getByLabelText('Title')).toHaveAttribute('placeholder', 'e.g Basic Plan');
    expect(screen.getByLabelText('Min')).toHaveAttribute('placeholder', 'e.g 100');
    expect(screen.getByLabelText('Max')).toHaveAttribute('placeholder', 'e.g 1000');
    expect(screen.getByLabelText('ROI')).toHaveAttribute('placeholder', 'e.g 10');
    expect(screen.getByLabelText('Duration')).toHaveAttribute('placeholder', 'e.g 10');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(v.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(v.minRequired)).toBeInTheDocument();
    expect(screen.getByText(v.maxRequired)).toBeInTheDocument();
    expect(screen.getByText(v.roiRequired)).toBeInTheDocument();
    expect(screen.getByText(v.durationRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Min')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses numbers below 1 and a Min above Max', async () => {
    const { onSubmit, user } = setup();
    await fill(user, { Title: 'Gold', Min: '500', Max: '100', ROI: '0', Duration: '7' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(v.minAboveMax)).toBeInTheDocument();
    expect(screen.getByText(v.roiRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads the number inputs as numbers and submits min and max in cents', async () => {
    const { onSubmit, user } = setup();
    await fill(user, {
      Title: '  Gold  ',
      Min: '100',
      Max: '1000.5',
      ROI: '2.5',
      Duration: '14',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Gold',
      min: 100_00,
      max: 1_000_50,
      roi: 2.5,
      days: 14,
      isRecommended: false,
      label: null,
    });
  });

  it('prefills a saved plan in dollars, percent and days', () => {
    setup(planToFormValues(plan));
    expect(screen.getByLabelText('Title')).toHaveValue('Gold');
    expect(screen.getByLabelText('Min')).toHaveValue(100);
    expect(screen.getByLabelText('Max')).toHaveValue(1000.5);
    expect(screen.getByLabelText('ROI')).toHaveValue(2.5);
    expect(screen.getByLabelText('Duration')).toHaveValue(14);
  });
});

describe('PlanModal', () => {
  it('"Edit Plan" sends the whole plan in cents, toasts and closes', async () => {
    server.use(http.patch('/v1/plans/p1', () => json({ ...plan, roi: 3 })));
    const requests = recordRequests();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PlanModal open plan={plan} onClose={onClose} />);

    expect(screen.getByRole('dialog', { name: 'Edit Plan' })).toBeInTheDocument();
    await fill(user, { ROI: '3' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      expect.objectContaining({
        path: '/v1/plans/p1',
        method: 'PATCH',
        body: {
          title: 'Gold',
          min: 100_00,
          max: 1_000_50,
          roi: 3,
          days: 14,
          isRecommended: false,
          label: null,
        },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(messages.toast.planUpdated);
  });

  it("shows the server's message when a plan cannot be created", async () => {
    server.use(
      http.post('/v1/plans', () =>
        apiError(400, 'general_argument_invalid', 'Plan limits exceeded'),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PlanModal open onClose={onClose} />);
    await fill(user, { Title: 'Wild', Min: '1', Max: '2', ROI: '50', Duration: '1' });
    await user.click(screen.getByRole('button', { name: 'Add Plan' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Plan limits exceeded'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a title another plan has under Title, focused, and clears it on edit', async () => {
    server.use(
      http.post('/v1/plans', () =>
        apiError(409, 'plan_already_exists', messages.errors.planTitleTaken),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PlanModal open onClose={onClose} />);
    await fill(user, { Title: 'Gold', Min: '1', Max: '2', ROI: '5', Duration: '1' });
    await user.click(screen.getByRole('button', { name: 'Add Plan' }));
    const title = screen.getByLabelText('Title');
    await vi.waitFor(() =>
      expect(title).toHaveAccessibleDescription(messages.errors.planTitleTaken),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await user.type(title, ' Plus');
    expect(title).not.toHaveAccessibleDescription(messages.errors.planTitleTaken);
  });
});

describe('PlanForm units, Recommended, label and the ROI limit', () => {
  it('shows each unit, sets Recommended and a label, and refuses more than 100 % a day', async () => {
    const { onSubmit, user } = setup();
    expect(screen.getAllByText(t.planMinHint)).toHaveLength(2);
    expect(screen.getByText(t.planRoiHint(100))).toBeInTheDocument();
    expect(screen.getByText(t.planDurationHint)).toBeInTheDocument();
    await fill(user, {
      Title: 'Gold',
      Min: '100',
      Max: '1000',
      ROI: '1000',
      Duration: '14',
      [t.planLabel]: 'Best value',
    });
    await user.click(screen.getByRole('checkbox', { name: t.planRecommended }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(v.roiTooHigh(100))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, { ROI: '2.5' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Gold',
        min: 100_00,
        max: 1000_00,
        roi: 2.5,
        days: 14,
        isRecommended: true,
        label: 'Best value',
      }),
    );
  });
});
