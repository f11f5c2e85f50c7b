import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testDashboard, testUser } from '@/test/fixtures';
import { apiError, http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { CopyingPage } from '@/features/copy-trading/routes/copying-page';
import { testCopy, testCopyDetail } from '@/features/copy-trading/test-fixtures';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/session/session-store', () => ({ refreshSession: vi.fn(async () => undefined) }));

function stubApi(copies: () => Response = () => json([testCopy()])) {
  server.use(
    http.get('/v1/copies', copies),
    http.get('/v1/copies/cp1', () => json(testCopyDetail())),
    http.post('/v1/copies/cp1/*', () => json(testCopy())),
    http.get('/v1/dashboard', () => json(testDashboard({ user: testUser({ balance: 300_00 }) }))),
  );
  return recordRequests();
}

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.path === path);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/copying" element={<CopyingPage />} />
      <Route path="/traders" element={<h1>Traders ranking</h1>} />
    </Routes>,
    { route: '/copying' },
  );
}

describe('CopyingPage', () => {
  it('shows a loading state, then an empty state leading to the traders', async () => {
    stubApi(() => json([]));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('You are not copying anyone yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Browse traders' })[1]!);
    expect(await screen.findByRole('heading', { name: 'Traders ranking' })).toBeInTheDocument();
  });

  it('says what failed', async () => {
    stubApi(() => apiError(500, 'general_unknown', 'Server error'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
  });

  it("shows each copy's status in words, figures and mirrored positions", async () => {
    stubApi(() =>
      json([
        testCopy(),
        testCopy({
          id: 'cp2',
          traderName: 'Alan Turing',
          status: 'closed',
          mirrors: [],
          returned: 480_00,
        }),
      ]),
    );
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(copy).getByText('Active')).toBeInTheDocument();
    expect(within(copy).getByText('$520.00')).toBeInTheDocument();
    expect(within(copy).getByText('+$25.00')).toBeInTheDocument();
    expect(within(copy).getByText('$5.00')).toBeInTheDocument();
    const mirrors = within(copy).getByRole('table', { name: 'Mirrored positions: Grace Hopper' });
    expect(mirrors).toHaveTextContent('BTC/USD');
    expect(mirrors).toHaveTextContent('59000');
    expect(mirrors).toHaveTextContent('-$3.00');
    const closed = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('$480.00')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('shows the history with a capped loss said as such', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(copy).getByRole('button', { name: 'Show history' }));
    const history = await within(copy).findByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('-$520.00');
    expect(history).toHaveTextContent('Capped: $80.00 of the loss was beyond the copy’s equity');
  });

  it('pauses a running copy', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(copy).getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() => expect(calls(requests, '/v1/copies/cp1/pause')).toHaveLength(1));
  });

  it('stops only after the choice is confirmed, waiting for the trader by default', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(copy).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop copying Grace Hopper?' });
    expect(dialog).toHaveTextContent('Stopping cannot be undone.');
    expect(
      within(dialog).getByRole('radio', { name: /Stop when the trader closes the open positions/ }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(requests, '/v1/copies/cp1/stop')).toHaveLength(0);

    await user.click(within(copy).getByRole('button', { name: 'Stop' }));
    const again = await screen.findByRole('dialog', { name: 'Stop copying Grace Hopper?' });
    await user.click(within(again).getByRole('button', { name: 'Stop copying' }));
    await vi.waitFor(() => expect(calls(requests, '/v1/copies/cp1/stop')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/copies/cp1/stop')[0]!.body).toEqual({ closeNow: false }),
    );
  });

  it('closes now at the last recorded prices when that is chosen', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(copy).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop copying Grace Hopper?' });
    await user.click(
      within(dialog).getByRole('radio', { name: /Close now at the last recorded prices/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop copying' }));
    await vi.waitFor(() => expect(calls(requests, '/v1/copies/cp1/stop')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/copies/cp1/stop')[0]!.body).toEqual({ closeNow: true }),
    );
  });

  it('adds funds within the available balance after a confirmation', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderPage();
    const copy = await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.click(within(copy).getByRole('button', { name: 'Add funds' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add funds to your copy of Grace Hopper',
    });
    await within(dialog).findByText('Available balance: $300.00');
    const field = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(field, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Insufficient balance')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add funds' });
    expect(confirm).toHaveTextContent(
      '$100.00 moves from your balance into this copy. Your available balance will be $200.00.',
    );
    expect(calls(requests, '/v1/copies/cp1/funds')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Add funds' }));
    await vi.waitFor(() => expect(calls(requests, '/v1/copies/cp1/funds')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/copies/cp1/funds')[0]!.body).toEqual({ amount: 100_00 }),
    );
  });
});
