import type { TDashboard, TPlan } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlansPage } from '@/features/plans/routes/plans-page';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { record } from '@/test/fixtures';
import { toast } from '@/lib/toast';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const plans: TPlan[] = [
  {
    ...record('p1'),
    title: 'Basic Plan',
    min: 100_00,
    max: 999_00,
    roi: 2,
    days: 7,
    isRecommended: false,
  },
  {
    ...record('p2'),
    title: 'Silver Plan',
    min: 1000_00,
    max: 4999_00,
    roi: 3,
    days: 14,
    isRecommended: true,
  },
];

const silverTrade: NonNullable<TDashboard['trade']> = {
  ...record('tr1'),
  planId: 'p2',
  planTitle: 'Silver Plan',
  roi: 3,
  days: 14,
  amount: 1_200_00,
  startedAt: '2026-01-01T00:00:00.000Z',
  termStartedAt: '2026-01-01T00:00:00.000Z',
  daysPaid: 1,
  status: 'ongoing',
  closedAt: null,
  maturedAt: null,
};

function dashboard(trade: TDashboard['trade'] = null): Partial<TDashboard> {
  return { availableBalance: 500_00, heldBalance: 0, trade, pendingWithdrawals: 0 };
}

function stubApi({
  planList = plans,
  trade = null,
  tradeResponse = json({ $id: 'tr1' }, 201),
}: {
  planList?: TPlan[];
  trade?: TDashboard['trade'];
  tradeResponse?: Response;
} = {}) {
  server.use(
    http.get('/v1/plans', () => json({ plans: planList })),
    http.get('/v1/dashboard', () => json(dashboard(trade))),
    http.all('/v1/trades', () => tradeResponse),
    // The rest of the API answers 404, as it did.
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  return recordRequests();
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/plans" element={<PlansPage />} />
      <Route path="/dashboard" element={<h1>Dashboard home</h1>} />
    </Routes>,
    { route: '/plans' },
  );
}

describe('PlansPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one card per plan and the available balance', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByRole('article', { name: 'Basic Plan' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Silver Plan' })).toBeInTheDocument();
    expect(await screen.findByText('Available balance: $500.00')).toBeInTheDocument();
  });

  it('says "No plans found" when there are none', async () => {
    stubApi({ planList: [] });
    renderPage();
    expect(await screen.findByText('No plans found')).toBeInTheDocument();
  });

  it('says that subscribing upgrades the open trade, and offers a top-up on its own plan', async () => {
    stubApi({
      trade: {
        ...record('tr1'),
        planId: 'p1',
        planTitle: 'Basic Plan',
        roi: 2,
        days: 7,
        amount: 200_00,
        startedAt: '2026-01-01T00:00:00.000Z',
        termStartedAt: '2026-01-01T00:00:00.000Z',
        daysPaid: 1,
        status: 'ongoing',
        closedAt: null,
        maturedAt: null,
      },
    });
    renderPage();
    expect(await screen.findByText(/Subscribing to a plan upgrades it/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upgrade to this plan' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add to this plan' })).toHaveLength(1);
  });

  it('checks the amount against the available balance before sending', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '600');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    expect(await within(card).findByText('Insufficient balance')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/v1/trades')).toEqual([]);
  });

  it('subscribes once in cents with an Idempotency-Key, then opens the dashboard', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '150');
    await user.dblClick(within(card).getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start this investment?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm investment' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();

    const calls = requests.filter((r) => r.path === '/v1/trades');
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(calls[0]!.body).toEqual({ planId: 'p1', amount: 150_00 }));
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a first investment says plan, amount, ROI, term and the balance after, and waits for confirmation', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '150');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Start this investment?' });
    expect(dialog).toHaveTextContent(
      '$150.00 moves from your balance into Basic Plan at 2% per day for 7 days. Your available balance will be $350.00.',
    );
    const trades = () => requests.filter((r) => r.path === '/v1/trades');
    expect(trades()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trades()).toHaveLength(0);
    expect(within(card).getByRole('textbox')).toHaveValue('150');

    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    const again = await screen.findByRole('dialog', { name: 'Start this investment?' });
    await user.click(within(again).getByRole('button', { name: 'Confirm investment' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
    expect(trades()).toHaveLength(1);
  });

  it('with a trade open, says what the move will do and sends it only once confirmed', async () => {
    const plansWithWide: TPlan[] = [
      ...plans,
      { ...plans[0]!, ...record('p3'), title: 'Wide Plan', max: 100_000_00, days: 30 },
    ];
    const requests = stubApi({ planList: plansWithWide, trade: silverTrade });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Wide Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '100');
    await user.click(within(card).getByRole('button', { name: 'Upgrade to this plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move your trade to a lower ROI?' });
    expect(dialog).toHaveTextContent(
      'Your trade of $1,200.00 in Silver Plan becomes $1,300.00 in Wide Plan at 2% per day (now 3% per day). A new term of 30 days starts today',
    );
    const trades = () => requests.filter((r) => r.path === '/v1/trades');
    expect(trades()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trades()).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Upgrade to this plan' }));
    const again = await screen.findByRole('dialog', { name: 'Move your trade to a lower ROI?' });
    await user.click(within(again).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard home' })).toBeInTheDocument();
    expect(trades()).toHaveLength(1);
    await vi.waitFor(() =>
      expect(trades()[0]!.body).toEqual({ planId: 'p3', amount: 100_00, confirmPlanChange: true }),
    );
  });

  it('with a trade open, refuses on the card a move the plan maximum cannot hold', async () => {
    const requests = stubApi({ trade: silverTrade });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '100');
    await user.click(within(card).getByRole('button', { name: 'Upgrade to this plan' }));
    expect(
      await within(card).findByText(
        "Your trade would be $1,300.00, above this plan's maximum of $999.00.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/v1/trades')).toEqual([]);
  });

  it('a refused trade toasts "Error creating trade" with the server\'s reason beneath', async () => {
    stubApi({
      tradeResponse: apiError(400, 'trade_amount_invalid', 'Insufficient balance'),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '150');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error creating trade', {
        description: 'Insufficient balance',
      }),
    );
  });

  it("keeps the page on a refusal (the toast shows the server's message)", async () => {
    stubApi({
      tradeResponse: apiError(400, 'general_argument_invalid', 'Insufficient balance'),
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Basic Plan' });
    await screen.findByText('Available balance: $500.00');
    await user.type(within(card).getByRole('textbox'), '150');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm investment' }));
    await vi.waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Subscribe' })).toBeEnabled(),
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard home' })).not.toBeInTheDocument();
  });
});
