import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionsPage } from '@/features/transactions/routes/transactions-page';
import { apiError, http, HttpResponse, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

function stubApi(exportStatus = 200) {
  server.use(
    http.get('/v1/transactions/export', () => {
      if (exportStatus !== 200) {
        return apiError(exportStatus, 'general_argument_invalid', 'Bad dates');
      }
      return new HttpResponse('Transaction ID\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="copyvest-transactions.csv"',
        },
      });
    }),
    http.get('/v1/transactions', () => json({ total: 0, transactions: [] })),
  );
  const requests = recordRequests();
  return {
    some: (test: (path: string) => boolean) => requests.some((r) => test(r.path)),
    find: (test: (path: string) => boolean) => requests.map((r) => r.path).find(test),
    filter: (test: (path: string) => boolean) => requests.map((r) => r.path).filter(test),
  };
}

const listPaths = (paths: ReturnType<typeof stubApi>) =>
  paths.filter((path) => path.startsWith('/v1/transactions?'));

describe('TransactionsPage date range and export', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a valid range asks the server for those days in the viewer time zone', async () => {
    const paths = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await screen.findByText('No transactions found!');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(listPaths(paths).at(-1)).toMatch(/[?&]from=2026-03-01&to=2026-03-31&timeZone=/),
    );
  });

  it('from after to says why and never reaches the server', async () => {
    const paths = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await screen.findByText('No transactions found!');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.type(screen.getByLabelText('From'), '2026-03-31');
    expect(
      await screen.findByText('The start date must be on or before the end date'),
    ).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(paths.some((path) => path.includes('from=2026-03-31'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.queryByText('The start date must be on or before the end date')).toBeNull();
  });

  it('Export CSV downloads the list with its current filters', async () => {
    const paths = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<TransactionsPage />);
    await screen.findByText('No transactions found!');
    await user.selectOptions(screen.getByRole('combobox'), 'pending');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const exportPath = paths.find((path) => path.startsWith('/v1/transactions/export'))!;
    const params = new URL(exportPath, 'http://x').searchParams;
    expect(params.get('queries[0]')).toBe(
      '{"method":"equal","attribute":"status","values":["pending"]}',
    );
    expect(params.get('from')).toBe('2026-03-01');
    expect(params.get('to')).toBeNull();
    expect(params.getAll('queries[1]')).toEqual([]);
  });
});
