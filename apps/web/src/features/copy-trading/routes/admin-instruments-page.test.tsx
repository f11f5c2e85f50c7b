import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse, renderWithProviders, requestPath } from '@/test/render';
import { AdminInstrumentsPage } from '@/features/copy-trading/routes/admin-instruments-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const instruments = [
  { id: 'i1', symbol: 'BTC/USD', name: 'Bitcoin', active: true },
  { id: 'i2', symbol: 'OLD', name: 'Retired', active: false },
];

function stubApi(list: () => Response = () => jsonResponse(200, instruments)) {
  const fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
    const path = requestPath(input);
    if (path === '/v1/admin/instruments' && (init?.method ?? 'GET') === 'GET') return list();
    if (path.startsWith('/v1/admin/instruments')) return jsonResponse(200, instruments[0]);
    return jsonResponse(404, errorBody(404, 'general_route_not_found', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => requestPath(input) === path && init?.method === method,
  );

describe('AdminInstrumentsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so when there are none', async () => {
    stubApi(() => jsonResponse(200, []));
    renderWithProviders(<AdminInstrumentsPage />);
    expect(await screen.findByText('No instruments yet')).toBeInTheDocument();
  });

  it('deactivates an active instrument and activates an inactive one', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminInstrumentsPage />);
    const table = await screen.findByRole('table', { name: 'Instruments' });
    await user.click(within(table).getByRole('button', { name: 'Deactivate BTC/USD' }));
    await vi.waitFor(() =>
      expect(calls(fetchMock, '/v1/admin/instruments/i1', 'PATCH')).toHaveLength(1),
    );
    expect(
      JSON.parse(calls(fetchMock, '/v1/admin/instruments/i1', 'PATCH')[0]![1]!.body as string),
    ).toEqual({ active: false });
    expect(within(table).getByRole('button', { name: 'Activate OLD' })).toBeInTheDocument();
  });

  it('adds an instrument once its symbol is given', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminInstrumentsPage />);
    const form = await screen.findByRole('region', { name: 'Add instrument' });
    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));
    expect(within(form).getAllByText('Please enter a symbol').length).toBeGreaterThan(0);
    await user.type(within(form).getByRole('textbox', { name: 'Symbol' }), 'SOL/USD');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Solana');
    await user.click(within(form).getByRole('button', { name: 'Add instrument' }));
    await vi.waitFor(() =>
      expect(calls(fetchMock, '/v1/admin/instruments', 'POST')).toHaveLength(1),
    );
    expect(
      JSON.parse(calls(fetchMock, '/v1/admin/instruments', 'POST')[0]![1]!.body as string),
    ).toEqual({ symbol: 'SOL/USD', name: 'Solana', active: true });
  });
});
