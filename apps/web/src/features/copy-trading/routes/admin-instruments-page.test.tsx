import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, json, recordRequests, server, type RecordedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { AdminInstrumentsPage } from '@/features/copy-trading/routes/admin-instruments-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const instruments = [
  { id: 'i1', symbol: 'BTC/USD', name: 'Bitcoin', active: true },
  { id: 'i2', symbol: 'OLD', name: 'Retired', active: false },
];

function stubApi(list: () => Response = () => json(instruments)) {
  server.use(
    http.get('/v1/admin/instruments', list),
    http.post('/v1/admin/instruments', () => json(instruments[0]!)),
    http.patch('/v1/admin/instruments/:id', () => json(instruments[0]!)),
  );
  return recordRequests();
}

const calls = (requests: RecordedRequest[], path: string, method: string) =>
  requests.filter((r) => r.path === path && r.method === method);

describe('AdminInstrumentsPage', () => {
  it('says so when there are none', async () => {
    stubApi(() => json([]));
    renderWithProviders(<AdminInstrumentsPage />);
    expect(await screen.findByText('No instruments yet')).toBeInTheDocument();
  });

  it('deactivates an active instrument and activates an inactive one', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminInstrumentsPage />);
    const table = await screen.findByRole('table', { name: 'Instruments' });
    await user.click(within(table).getByRole('button', { name: 'Deactivate BTC/USD' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/instruments/i1', 'PATCH')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/instruments/i1', 'PATCH')[0]!.body).toEqual({
        active: false,
      }),
    );
    expect(within(table).getByRole('button', { name: 'Activate OLD' })).toBeInTheDocument();
  });

  it('adds an instrument once its symbol is given', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminInstrumentsPage />);
    const form = await screen.findByRole('region', { name: 'Add instrument' });
    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));
    expect(within(form).getAllByText('Please enter a symbol').length).toBeGreaterThan(0);
    await user.type(within(form).getByRole('textbox', { name: 'Symbol' }), 'SOL/USD');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Solana');
    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/instruments', 'POST')).toHaveLength(1),
    );
    await vi.waitFor(() =>
      expect(calls(requests, '/v1/admin/instruments', 'POST')[0]!.body).toEqual({
        symbol: 'SOL/USD',
        name: 'Solana',
        active: true,
      }),
    );
  });
});
