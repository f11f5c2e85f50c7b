import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedAddressesPage } from '@/features/withdrawals/routes/saved-addresses-page';
import { errorBody, jsonResponse, renderWithProviders, requestPath } from '@/test/render';
import { record } from '@/test/fixtures';

type Call = { method: string; path: string; body: unknown };

function stubApi(extra: Record<string, unknown>[] = []) {
  const calls: Call[] = [];
  let saved = [
    {
      ...record('sa-1'),
      paymentMethodId: 'pm-btc',
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      label: 'Ledger',
    },
    ...extra,
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown, init?: RequestInit) => {
      const path = requestPath(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method !== 'GET') calls.push({ method, path, body });
      if (path === '/v1/payment-methods') {
        return jsonResponse(200, {
          paymentMethods: [
            {
              ...record('pm-btc'),
              code: 'btc',
              name: 'Bitcoin',
              address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
              network: 'bitcoin',
            },
          ],
        });
      }
      if (path === '/v1/saved-addresses' && method === 'GET') {
        return jsonResponse(200, { total: saved.length, savedAddresses: saved });
      }
      if (path === '/v1/saved-addresses' && method === 'POST') {
        return jsonResponse(409, {
          ...errorBody(
            409,
            'saved_address_already_exists',
            'You have already saved this address for this payment method',
          ),
        });
      }
      if (path === '/v1/saved-addresses/sa-1' && method === 'PATCH') {
        saved = [{ ...saved[0]!, label: (body as { label: string }).label }];
        return jsonResponse(200, saved[0]);
      }
      if (path === '/v1/saved-addresses/sa-1' && method === 'DELETE') {
        saved = [];
        return new Response(null, { status: 204 });
      }
      return jsonResponse(404, errorBody(404, 'general_route_not_found', 'Not found'));
    }),
  );
  return calls;
}

describe('SavedAddressesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('flags an address saved before its method declared a network and does not hide it', async () => {
    stubApi([
      {
        ...record('sa-2'),
        paymentMethodId: 'pm-btc',
        address: 'bc1qold',
        label: null,
        problem: 'This is not a valid Bitcoin address',
      },
    ]);
    renderWithProviders(<SavedAddressesPage />, { route: '/withdrawals/addresses' });
    const group = await screen.findByRole('region', { name: /Bitcoin \(BTC\)/ });
    expect(within(group).getByText('bc1qold')).toBeInTheDocument();
    expect(
      within(group).getByText(
        'This is not a valid Bitcoin address: it was saved before addresses were checked. Withdrawals to it are refused; delete it and save the right one.',
      ),
    ).toBeInTheDocument();
    expect(within(group).getByText('2 of 20')).toBeInTheDocument();
  });

  it('lists the addresses by method, renames one and deletes it after asking', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SavedAddressesPage />, { route: '/withdrawals/addresses' });
    const group = await screen.findByRole('region', { name: /Bitcoin \(BTC\)/ });
    expect(within(group).getByText('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeInTheDocument();
    expect(within(group).getByText('1 of 20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Ledger' }));
    const label = within(group).getByLabelText('Label (optional)');
    await user.clear(label);
    await user.type(label, 'Cold storage');
    await user.click(within(group).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cold storage')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Cold storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PATCH', path: '/v1/saved-addresses/sa-1', body: { label: 'Cold storage' } },
      { method: 'DELETE', path: '/v1/saved-addresses/sa-1', body: undefined },
    ]);
  });

  it('checks a new address with the withdrawal rule before sending it', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<SavedAddressesPage />, { route: '/withdrawals/addresses' });
    const form = await screen.findByRole('form', { name: 'Add an address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Please select a payment method')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a wallet address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
