import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentState } from '@/features/deposits/components/payment-state';
import { PaymentPage } from '@/features/deposits/routes/payment-page';
import { jsonResponse, testQueryClient } from '@/test/render';
import { record } from '@/test/fixtures';

const state: PaymentState = {
  form: { paymentMethodId: 'pm-btc', amount: 250_00 },
  method: {
    ...record('pm-btc'),
    code: 'btc',
    name: 'Bitcoin',
    address: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    network: 'bitcoin',
  },
};

function renderAt(entry: { pathname: string; state?: unknown }) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/deposits" element={<h1>Deposit form</h1>} />
          <Route path="/deposits/payment" element={<PaymentPage />} />
          <Route path="/transactions" element={<h1>Transaction list</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PaymentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes back to /deposits without the form state', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt({ pathname: '/deposits/payment' });
    expect(await screen.findByRole('heading', { name: 'Deposit form' })).toBeInTheDocument();
  });

  it('shows the amount, the method, the QR code and the address', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt({ pathname: '/deposits/payment', state });
    expect(screen.getAllByText('$250.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Bitcoin')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code of the Bitcoin wallet address' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wallet-address')).toHaveTextContent(
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    );
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('records the deposit once, with an Idempotency-Key, then opens the transactions', async () => {
    let resolve: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((done) => {
          resolve = done;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });

    const button = screen.getByRole('button', { name: 'I have made the payment' });
    await user.dblClick(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Confirming payment...' })).toBeDisabled();

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/v1/deposits');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ paymentMethodId: 'pm-btc', amount: 250_00 });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{8,100}$/);

    resolve(jsonResponse(201, { $id: 't1', status: 'pending' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
  });

  it('retries with the same key after a network failure', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { $id: 't1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });

    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();

    const keys = fetchMock.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends the transaction hash when one is given, and refuses a malformed one first', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { $id: 't1' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });

    const field = screen.getByLabelText('Transaction hash (optional)');
    await user.type(field, 'not a hash');
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(
      await screen.findByText(
        'Enter the transaction hash as your wallet shows it: at least 16 letters and digits, optionally after 0x',
      ),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, ` 0x${'ab'.repeat(32)} `);
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      paymentMethodId: 'pm-btc',
      amount: 250_00,
      txHash: `0x${'ab'.repeat(32)}`,
    });
  });
});
