import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SavedAddressesPage } from '@/features/withdrawals/routes/saved-addresses-page';
import { apiError, http, json, noContent, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { record } from '@/test/fixtures';

function stubApi(extra: Record<string, unknown>[] = []) {
  let saved = [
    {
      ...record('sa-1'),
      paymentMethodId: 'pm-btc',
      address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      label: 'Ledger',
    },
    ...extra,
  ];
  server.use(
    http.get('/v1/payment-methods', () =>
      json({
        paymentMethods: [
          {
            ...record('pm-btc'),
            code: 'btc',
            name: 'Bitcoin',
            address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
            network: 'bitcoin',
          },
        ],
      }),
    ),
    http.get('/v1/saved-addresses', () => json({ total: saved.length, savedAddresses: saved })),
    http.post('/v1/saved-addresses', () =>
      apiError(
        409,
        'saved_address_already_exists',
        'You have already saved this address for this payment method',
      ),
    ),
    http.patch('/v1/saved-addresses/sa-1', async ({ request }) => {
      const body = (await request.json()) as { label: string };
      saved = [{ ...saved[0]!, label: body.label }];
      return json(saved[0]!);
    }),
    http.delete('/v1/saved-addresses/sa-1', () => {
      saved = [];
      return noContent();
    }),
  );
  const requests = recordRequests();
  return {
    /** The requests that change something, as the test compares them. */
    get changes() {
      return requests
        .filter((r) => r.method !== 'GET')
        .map(({ method, path, body }) => ({ method, path, body }));
    },
  };
}

describe('SavedAddressesPage', () => {
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
    expect(calls.changes).toEqual([
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
    expect(calls.changes).toEqual([]);
  });
});
