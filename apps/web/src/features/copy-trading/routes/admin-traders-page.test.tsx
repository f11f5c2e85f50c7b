import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  http,
  json,
  noContent,
  publicSettings,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { AdminTradersPage } from '@/features/copy-trading/routes/admin-traders-page';
import { testTraderProfile, testTraderSummary } from '@/features/copy-trading/test-fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function stubApi({
  withdraw = () => noContent(),
  traders = () =>
    json([
      testTraderSummary(),
      testTraderSummary({ id: 't2', displayName: 'Alan Turing', active: false }),
    ]),
}: { withdraw?: () => Response; traders?: () => Response } = {}) {
  server.use(
    http.get('/v1/admin/traders', traders),
    http.get('/v1/traders/t1', () => json(testTraderProfile({ id: 't1' }))),
    http.delete('/v1/admin/traders/t1', withdraw),
    http.all('/v1/admin/traders/t1', () => json(testTraderSummary())),
    http.get('/v1/landing-figures', () =>
      json({ source: 'spec', winRate: 0.95, profitFactor: 1.85, avgDurationHours: 12 }),
    ),
    http.all('/v1/admin/settings/landing-figures', () =>
      json({ source: 'computed', winRate: 0.6, profitFactor: 'infinity', avgDurationHours: 5 }),
    ),
  );
  return recordRequests();
}

const calls = (requests: RecordedRequest[], path: string, method?: string) =>
  requests.filter((r) => r.path === path && (method === undefined || r.method === method));

describe('AdminTradersPage', () => {
  beforeEach(() => server.use(publicSettings()));
  it('lists active and withdrawn traders; only active ones have actions', async () => {
    stubApi();
    renderWithProviders(<AdminTradersPage />);
    const table = await screen.findByRole('table', { name: 'Lead traders' });
    expect(table).toHaveTextContent('Grace Hopper');
    expect(table).toHaveTextContent('Withdrawn');
    expect(within(table).getByRole('button', { name: 'Edit Grace Hopper' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit Alan Turing' })).toBeNull();
  });

  it('says so when there are no traders', async () => {
    stubApi({ traders: () => json([]) });
    renderWithProviders(<AdminTradersPage />);
    expect(await screen.findByText('No lead traders yet')).toBeInTheDocument();
  });

  it('withdraws the role only after a confirmation that says copies will be closed', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminTradersPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw role Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Grace Hopper’s role?' });
    expect(dialog).toHaveTextContent('Every running copy of this trader is closed');
    expect(calls(requests, '/v1/admin/traders/t1', 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw role' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/traders/t1', 'DELETE')).toHaveLength(1),
    );
  });

  it('shows the open positions refusal clearly', async () => {
    stubApi({
      withdraw: () =>
        apiError(
          409,
          'trader_positions_open',
          "Close the trader's open positions before withdrawing the role",
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminTradersPage />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw role Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Grace Hopper’s role?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Close the trader's open positions before withdrawing the role",
    );
  });

  it('edits a trader with the shared checks: the maximum is at least the minimum', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminTradersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grace Hopper' });
    const max = within(dialog).getByRole('textbox', { name: 'Maximum allocation (USD)' });
    await user.clear(max);
    await user.type(max, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('The maximum allocation must be at least the minimum'),
    ).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '2000');
    const share = within(dialog).getByRole('textbox', { name: 'Profit share (%)' });
    await user.clear(share);
    await user.type(share, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/traders/t1', 'PATCH')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/traders/t1', 'PATCH')[0]!.body).toMatchObject({
        displayName: 'Grace Hopper',
        riskLevel: 3,
        minAllocation: 100_00,
        maxAllocation: 2000_00,
        profitShareBps: 1500,
      }),
    );
  });

  it("shows the trader's strategy in the edit form and sends it as edited", async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminTradersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grace Hopper' });
    const strategy = within(dialog).getByRole('textbox', { name: 'Strategy' });
    expect(strategy).toHaveValue('Trend following on majors.');
    await user.type(strategy, ' And indices.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/traders/t1', 'PATCH')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/traders/t1', 'PATCH')[0]!.body).toMatchObject({
        strategy: 'Trend following on majors. And indices.',
      }),
    );
  });

  it('switches the landing figures to the computed ones', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminTradersPage />);
    const panel = await screen.findByRole('region', { name: 'Landing page figures' });
    expect(
      await within(panel).findByText(
        'Now shown: win rate 95%, profit factor 1.85, average duration 12 hours.',
      ),
    ).toBeInTheDocument();
    await user.click(
      within(panel).getByRole('radio', { name: 'Computed from the traders’ books' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/settings/landing-figures', 'PUT')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/settings/landing-figures', 'PUT')[0]!.body).toEqual({
        source: 'computed',
      }),
    );
  });
});
