import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '@/lib/session/session-store';
import { signedOut, testDashboard, testSession, testUser } from '@/test/fixtures';
import { apiError, http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { TraderProfilePage } from '@/features/copy-trading/routes/trader-profile-page';
import { testCopy, testTraderProfile } from '@/features/copy-trading/test-fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The canvas chart does not run in jsdom; its text alternative is what the tests read.
vi.mock('@/components/copy-trading/line-chart', () => ({
  LineChart: () => <div data-testid="chart" />,
}));

function stubApi({
  profile = () => json(testTraderProfile()),
  copy = () => json(testCopy(), 201),
}: { profile?: () => Response; copy?: () => Response } = {}) {
  server.use(
    http.get('/v1/traders/t1', profile),
    http.get('/v1/dashboard', () => json(testDashboard({ user: testUser({ balance: 800_00 }) }))),
    http.all('/v1/copies', copy),
    // The rest of the API (the session refreshed after a copy starts) answers 404, as it did.
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  return recordRequests();
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/traders/:id" element={<TraderProfilePage />} />
      <Route path="/copying" element={<h1>My copies</h1>} />
      <Route path="/login" element={<h1>Sign in page</h1>} />
    </Routes>,
    { route: '/traders/t1' },
  );
}

const copyCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path === '/v1/copies');

describe('TraderProfilePage', () => {
  afterEach(() => {
    resetSession();
  });

  it('shows the profile, statistics, curve as a table, positions and history', async () => {
    setSession(signedOut);
    stubApi();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trend following on majors.')).toBeInTheDocument();
    expect(screen.getByText('$100.00 to $10,000.00')).toBeInTheDocument();
    expect(screen.getByText('20%')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('1.85')).toBeInTheDocument();
    expect(within(stats).getByText('12 h')).toBeInTheDocument();
    expect(within(stats).getByText('+25%')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Grace Hopper’s strategy index over time' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Grace Hopper’s strategy index over time' }),
    ).toHaveTextContent('125.00');
    expect(screen.getByRole('table', { name: 'Open positions' })).toHaveTextContent('BTC/USD');
    expect(screen.getByRole('table', { name: 'Closed history' })).toHaveTextContent('ETH/USD');
  });

  it('shows "∞" and "—" for a profit factor without losses or without any result', async () => {
    setSession(signedOut);
    stubApi({
      profile: () =>
        json(
          testTraderProfile({
            stats: { ...testTraderProfile().stats, profitFactor: 'infinity', winRate: null },
          }),
        ),
    });
    renderPage();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('∞')).toBeInTheDocument();
    expect(within(stats).getByText('—')).toBeInTheDocument();
  });

  it('says so for a trader who does not exist', async () => {
    setSession(signedOut);
    stubApi({
      profile: () => apiError(404, 'trader_not_found', 'Trader not found'),
    });
    renderPage();
    expect(
      await screen.findByText('This trader does not exist or no longer leads.'),
    ).toBeInTheDocument();
  });

  it('a visitor is sent to sign in to copy', async () => {
    setSession(signedOut);
    stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Sign in to copy' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('a lead trader on their own profile is told they cannot copy themselves', async () => {
    setSession(testSession({ $id: 't1' }));
    stubApi();
    renderPage();
    expect(await screen.findByText('You cannot copy yourself')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Grace Hopper' })).toBeNull();
  });

  it("checks the allocation against the trader's bounds and the balance before anything is sent", async () => {
    setSession(testSession({ balance: 800_00 }));
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Grace Hopper' });
    expect(
      await within(dialog).findByText('Between $100.00 and $10,000.00. Available: $800.00.'),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Allocation (USD)' });
    await user.type(field, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      within(dialog).getByText('Allocate between $100.00 and $10,000.00 to copy this trader'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '900');
    expect(within(dialog).getByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abc');
    expect(within(dialog).getByRole('textbox', { name: 'Allocation (USD)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(copyCalls(requests)).toHaveLength(0);
  });

  it('asks for confirmation, then copies once in cents and opens /copying', async () => {
    setSession(testSession({ balance: 800_00 }));
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Grace Hopper' });
    await within(dialog).findByText(/Available: \$800.00/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Allocation (USD)' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Start copying?' });
    expect(confirm).toHaveTextContent(
      '$500.00 moves from your balance into a copy of Grace Hopper. Grace Hopper receives 20% of the profit above your copy’s high-water mark. Your available balance will be $300.00.',
    );
    expect(copyCalls(requests)).toHaveLength(0);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Start copying' }));
    expect(await screen.findByRole('heading', { name: 'My copies' })).toBeInTheDocument();
    const calls = copyCalls(requests);
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(calls[0]!.body).toEqual({ traderId: 't1', amount: 500_00 }));
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('a refused copy keeps the page and the confirmation can be cancelled', async () => {
    setSession(testSession({ balance: 800_00 }));
    stubApi({
      copy: () => apiError(409, 'copy_already_running', 'You are already copying this trader'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Grace Hopper' });
    await within(dialog).findByText(/Available: \$800.00/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Allocation (USD)' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Start copying' }));
    const { toast } = await import('@/lib/toast');
    // A generous wait: the machine running the suite may be busy.
    await vi.waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith('Could not start the copy', {
          description: 'You are already copying this trader',
        }),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('heading', { name: 'My copies' })).not.toBeInTheDocument();
  });
});
