import type { TTraderConsole } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { portfolioQueryRoot } from '@/lib/queries/query-roots';
import { apiError, http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { TraderConsolePage } from '@/features/copy-trading/routes/trader-console-page';
import { testPosition, testTraderProfile } from '@/features/copy-trading/test-fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/components/copy-trading/line-chart', () => ({ LineChart: () => null }));

const desk: TTraderConsole = {
  profile: testTraderProfile({ openPositions: [testPosition({ lastPrice: '61000' })] }),
  instruments: [
    { id: 'i1', symbol: 'BTC/USD', name: 'Bitcoin', active: true },
    { id: 'i2', symbol: 'ETH/USD', name: 'Ether', active: true },
    { id: 'i3', symbol: 'OLD', name: 'Retired', active: false },
  ],
};

function stubApi(answer: () => Response = () => json(desk)) {
  server.use(
    http.get('/v1/trader', answer),
    http.post('/v1/trader/positions', () => json(testPosition(), 201)),
    http.post('/v1/trader/positions/pos1/close', () =>
      json({ ...desk.profile.history[0]!, followersSettled: 4 }),
    ),
  );
  return recordRequests();
}

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path);

describe('TraderConsolePage', () => {
  it('says plainly that the console is for lead traders on a 403', async () => {
    stubApi(() => apiError(403, 'trader_role_required', 'Only a lead trader can do this'));
    renderWithProviders(<TraderConsolePage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The trader console is for lead traders. An administrator grants the role.',
      ),
    ).toBeInTheDocument();
  });

  it('shows another refusal with its reason and a retry', async () => {
    stubApi(() => apiError(401, 'user_blocked', 'Your account is suspended'));
    renderWithProviders(<TraderConsolePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is suspended');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the statistics, the index and the open positions', async () => {
    stubApi();
    renderWithProviders(<TraderConsolePage />);
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(stats).toHaveTextContent('Index: 125.00');
    expect(within(stats).getByText('1.85')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Open positions' })).toHaveTextContent('BTC/USD');
  });

  it('closes a part of a position: checked, shortcut, then confirmed', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TraderConsolePage />);
    await user.click(await screen.findByRole('button', { name: 'Close BTC/USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USD' });
    const price = within(dialog).getByRole('textbox', { name: 'Exit price' });
    expect(price).toHaveValue('61000');
    const percent = within(dialog).getByRole('textbox', { name: 'Part to close (%)' });
    await user.clear(percent);
    await user.type(percent, '0');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('Enter a part between 1% and 100% of what is open'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a price greater than 0 with at most 8 decimals'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '25%' }));
    expect(percent).toHaveValue('25');
    await user.clear(price);
    await user.type(price, '62000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this position?' });
    expect(confirm).toHaveTextContent('25% of what is open of BTC/USD closes at 62000.5.');
    expect(calls(requests, '/v1/trader/positions/pos1/close')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Close position' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/trader/positions/pos1/close')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/trader/positions/pos1/close')[0]!.body).toEqual({
        exitPrice: '62000.5',
        percent: 25,
      }),
    );
  });

  it("a close makes the trader's balance and portfolio stale: profit shares land on them", async () => {
    stubApi();
    const queryClient = testQueryClient();
    queryClient.setQueryData(dashboardQueryKey, { availableBalance: 0 });
    queryClient.setQueryData(portfolioQueryRoot, { balance: 0 });
    const user = userEvent.setup();
    renderWithProviders(<TraderConsolePage />, { queryClient });
    await user.click(await screen.findByRole('button', { name: 'Close BTC/USD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close BTC/USD' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this position?' });
    expect(queryClient.getQueryState(dashboardQueryKey)?.isInvalidated).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Close position' }));
    await vi.waitFor(() => {
      expect(queryClient.getQueryState(dashboardQueryKey)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(portfolioQueryRoot)?.isInvalidated).toBe(true);
    });
  });

  it('opens a position with the size in basis points after a confirmation', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TraderConsolePage />);
    const form = await screen.findByRole('region', { name: 'Open a position' });
    const instrument = within(form).getByRole('combobox', { name: 'Instrument' });
    expect(within(instrument).queryByRole('option', { name: /OLD/ })).not.toBeInTheDocument();
    await user.selectOptions(instrument, 'i2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Side' }), 'short');
    await user.click(within(form).getByRole('button', { name: 'Open a position' }));
    expect(
      within(form).getByText('Enter a size between 0.01% and 100% of the strategy'),
    ).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Entry price' }), '3000');
    await user.type(
      within(form).getByRole('textbox', { name: 'Size (% of the strategy)' }),
      '12.5',
    );
    await user.click(within(form).getByRole('button', { name: 'Open a position' }));
    const confirm = await screen.findByRole('dialog', { name: 'Open this position?' });
    expect(confirm).toHaveTextContent('Short ETH/USD, 12.5% of the strategy at 3000.');
    await user.click(within(confirm).getByRole('button', { name: 'Open position' }));
    await vi.waitFor(() => expect(calls(requests, '/v1/trader/positions')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/trader/positions')[0]!.body).toEqual({
        instrumentId: 'i2',
        side: 'short',
        entryPrice: '3000',
        sizeBps: 1250,
      }),
    );
  });
});
