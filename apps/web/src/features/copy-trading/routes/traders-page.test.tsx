import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { TradersPage } from '@/features/copy-trading/routes/traders-page';
import { testStats, testTraderSummary } from '@/features/copy-trading/test-fixtures';

function stubTraders(answer: () => Response) {
  server.use(http.get('/v1/traders', answer));
  return recordRequests();
}

function renderPage(route = '/traders') {
  return renderWithProviders(
    <Routes>
      <Route path="/traders" element={<TradersPage />} />
    </Routes>,
    { route },
  );
}

describe('TradersPage', () => {
  it('shows a loading state until the ranking answers', async () => {
    stubTraders(() => json([]));
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('No lead traders yet')).toBeInTheDocument();
  });

  it("shows each trader's figures, sparkline and profile link", async () => {
    stubTraders(() =>
      json([
        testTraderSummary(),
        testTraderSummary({
          id: 't2',
          displayName: 'Alan Turing',
          stats: testStats({ roi30d: null, winRate: null }),
          sparkline: [],
        }),
      ]),
    );
    renderPage();
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByText('+5.12%')).toBeInTheDocument();
    expect(within(grace).getByText('60%')).toBeInTheDocument();
    expect(within(grace).getByText('10%')).toBeInTheDocument();
    expect(within(grace).getByText('$5,000.00')).toBeInTheDocument();
    expect(within(grace).getByText('Risk 3 of 5')).toBeInTheDocument();
    expect(
      within(grace).getByRole('img', { name: 'Grace Hopper’s index over the latest closes' }),
    ).toBeInTheDocument();
    expect(within(grace).getByRole('link', { name: 'View profile: Grace Hopper' })).toHaveAttribute(
      'href',
      '/traders/t1',
    );
    const alan = screen.getByRole('article', { name: 'Alan Turing' });
    expect(within(alan).getAllByText('—')).toHaveLength(2);
  });

  it('asks the server again with the chosen sort', async () => {
    const requests = stubTraders(() => json([testTraderSummary()]));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest drawdown');
    await vi.waitFor(() =>
      expect(requests.map((r) => r.path)).toContain('/v1/traders?sort=drawdown'),
    );
    expect(requests[0]!.path).toBe('/v1/traders?sort=roi30d');
  });

  it('says what failed and retries', async () => {
    let fail = true;
    stubTraders(() =>
      fail ? apiError(500, 'general_unknown', 'Server error') : json([testTraderSummary()]),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
  });
});
