import type { TReports } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminReportsPage } from '@/features/admin/routes/admin-reports-page';
import { apiError, http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

// The charting library draws on a canvas jsdom does not have; the chart's table is tested instead.
vi.mock('@/components/copy-trading/line-chart', () => ({ LineChart: () => null }));

const bucket = (start: string, values: Partial<TReports['buckets'][number]> = {}) => ({
  start,
  deposits: 0,
  depositCount: 0,
  withdrawals: 0,
  withdrawalCount: 0,
  net: 0,
  newUsers: 0,
  activatedUsers: 0,
  ...values,
});

const reports: TReports = {
  range: { from: '2026-11-01', to: '2026-11-02', granularity: 'day' },
  buckets: [
    bucket('2026-11-01', { deposits: 150_00, depositCount: 2, net: 150_00, newUsers: 3 }),
    bucket('2026-11-02', { withdrawals: 30_00, withdrawalCount: 1, net: -30_00 }),
  ],
  totals: {
    deposits: 150_00,
    depositCount: 2,
    withdrawals: 30_00,
    withdrawalCount: 1,
    net: 120_00,
    newUsers: 3,
    activatedUsers: 0,
  },
  topDepositors: [
    { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.test', total: 150_00, count: 2 },
  ],
  liabilities: {
    balances: 280_00,
    profit: 5_00,
    capitalInTrades: 50_00,
    inCopies: 0,
    pendingWithdrawals: 20_00,
    total: 335_00,
  },
};

const empty: TReports = {
  ...reports,
  buckets: [bucket('2026-11-01'), bucket('2026-11-02')],
  totals: {
    ...reports.totals,
    deposits: 0,
    depositCount: 0,
    withdrawals: 0,
    withdrawalCount: 0,
    net: 0,
    newUsers: 0,
  },
  topDepositors: [],
};

/** The requests of the running test (set by renderReports). */
let requested: RecordedRequest[] = [];

function renderReports(
  status: number,
  body: Parameters<typeof json>[0],
  route = '/admin/reports?from=2026-11-01&to=2026-11-02&granularity=day',
) {
  server.use(
    http.get('/v1/admin/reports', () => json(body, status)),
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  requested = recordRequests();
  return renderWithProviders(
    <Routes>
      <Route path="/admin/reports" element={<AdminReportsPage />} />
    </Routes>,
    { route },
  );
}

describe('AdminReportsPage', () => {
  it('shows what is owed, the periods with their totals, and the top depositors', async () => {
    renderReports(200, reports);
    const owed = await screen.findByRole('region', { name: 'Owed to users now' });
    expect(
      within(owed).getByText('Total owed', { selector: 'dt' }).parentElement,
    ).toHaveTextContent('$335.00');
    const flows = screen.getByRole('table', { name: 'Deposits and withdrawals' });
    const rows = within(flows).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('2026-11-01$150.002$0.000$150.00');
    expect(rows[3]).toHaveTextContent('Total$150.002$30.001$120.00');
    expect(
      screen.getByRole('img', { name: 'Net inflow per period from 2026-11-01 to 2026-11-02' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top depositors' })).toHaveTextContent('Ada Lovelace');
    expect(
      requested.some(
        ({ path }) =>
          path.startsWith('/v1/admin/reports?') &&
          path.includes('from=2026-11-01') &&
          path.includes('to=2026-11-02'),
      ),
    ).toBe(true);
  });

  it('says so when the range has no activity, and still shows what is owed', async () => {
    renderReports(200, empty);
    expect(
      await screen.findByText('No deposits, withdrawals or sign-ups in this range.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Owed to users now' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Deposits and withdrawals' })).toBeNull();
  });

  it('explains a range that ends before it starts and does not ask the server', async () => {
    const user = userEvent.setup();
    renderReports(200, reports);
    await screen.findByRole('table', { name: 'Deposits and withdrawals' });
    const before = requested.length;
    await user.clear(screen.getByLabelText('From', { exact: true }));
    await user.type(screen.getByLabelText('From', { exact: true }), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date',
    );
    expect(requested.length).toBe(before);
  });

  it('shows the error with a retry when the reports cannot be read', async () => {
    renderReports(500, errorBody(500, 'general_unknown', 'Server Error'));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });
});
