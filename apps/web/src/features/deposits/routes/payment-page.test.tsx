import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentState } from '@/features/deposits/components/payment-state';
import { PaymentPage } from '@/features/deposits/routes/payment-page';
import { apiError, http, HttpResponse, json, recordRequests, server } from '@/test/msw';
import { testQueryClient } from '@/test/render';
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

type Answer = () => Response | Promise<Response>;

/**
 * The API: POST /v1/deposits/quotes answers `quote` (or 404 without one), POST /v1/deposits
 * answers `deposit`. Returns the deposit requests (the quote's left out), as they are sent.
 */
function stubApi(deposit: Answer, quote?: Record<string, unknown>) {
  server.use(
    http.post('/v1/deposits/quotes', () =>
      quote ? json(quote, 201) : apiError(404, 'general_not_found', 'x'),
    ),
    http.post('/v1/deposits', () => deposit()),
  );
  const requests = recordRequests();
  return () => requests.filter((request) => request.path === '/v1/deposits');
}

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
  it('goes back to /deposits without the form state', async () => {
    renderAt({ pathname: '/deposits/payment' });
    expect(await screen.findByRole('heading', { name: 'Deposit form' })).toBeInTheDocument();
  });

  it('shows the amount, the method, the QR code and the address', () => {
    stubApi(() => json({}, 201));
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
    const deposits = stubApi(
      () =>
        new Promise<Response>((done) => {
          resolve = done;
        }),
    );
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });

    const button = screen.getByRole('button', { name: 'I have made the payment' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.dblClick(button);
    await vi.waitFor(() => expect(deposits()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Confirming payment...' })).toBeDisabled();

    const [sent] = deposits();
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/deposits' });
    await vi.waitFor(() =>
      expect(sent!.body).toEqual({ paymentMethodId: 'pm-btc', amount: 250_00 }),
    );
    expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,100}$/);

    resolve(json({ $id: 't1', status: 'pending' }, 201));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
    // The double click sent the deposit once.
    expect(deposits()).toHaveLength(1);
  });

  it('retries with the same key after a network failure', async () => {
    let attempts = 0;
    // The first attempt never reaches the server; the second is answered.
    const deposits = stubApi(() =>
      attempts++ === 0 ? HttpResponse.error() : json({ $id: 't1' }, 201),
    );
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });

    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();

    const keys = deposits().map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends the transaction hash when one is given, and refuses a malformed one first', async () => {
    const deposits = stubApi(() => json({ $id: 't1' }, 201));
    const user = userEvent.setup();
    renderAt({ pathname: '/deposits/payment', state });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeEnabled(),
    );

    const field = screen.getByLabelText('Transaction hash (optional)');
    await user.type(field, 'not a hash');
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(
      await screen.findByText(
        'Enter the transaction hash as your wallet shows it: at least 16 letters and digits, optionally after 0x',
      ),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(deposits()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ` 0x${'ab'.repeat(32)} `);
    await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
    expect(deposits()).toHaveLength(1);
    await vi.waitFor(() =>
      expect(deposits()[0]!.body).toEqual({
        paymentMethodId: 'pm-btc',
        amount: 250_00,
        txHash: `0x${'ab'.repeat(32)}`,
      }),
    );
  });

  describe('with a quote in the coin', () => {
    const quote = {
      id: 'q1',
      paymentMethodId: 'pm-btc',
      amount: 250_00,
      rate: '64000',
      rateUpdatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      cryptoAmount: '0.00390625',
      coin: 'BTC',
      network: 'bitcoin',
      address: state.method.address,
      paymentUri: `bitcoin:${state.method.address}?amount=0.00390625`,
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    };

    it('shows the amount in bitcoin, the rate and its age, the network and the window, and sends the quote', async () => {
      const deposits = stubApi(() => json({ $id: 't1' }, 201), quote);
      const user = userEvent.setup();
      renderAt({ pathname: '/deposits/payment', state });

      expect(await screen.findByTestId('crypto-amount')).toHaveTextContent('0.00390625 BTC');
      expect(screen.getByText('Rate: 1 BTC = $64,000.00, set 5 minutes ago')).toBeVisible();
      expect(screen.getByText(/Pay within (30:00|29:5\d)/)).toBeVisible();
      expect(
        screen.getByRole('img', {
          name: 'QR code to pay the amount in BTC to the Bitcoin wallet address',
        }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(/Send exactly 0.00390625 BTC \(\$250.00\) on the Bitcoin network/),
      ).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'I have made the payment' }));
      expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
      expect(deposits()).toHaveLength(1);
      await vi.waitFor(() =>
        expect(deposits()[0]!.body).toEqual({
          paymentMethodId: 'pm-btc',
          amount: 250_00,
          quoteId: 'q1',
        }),
      );
    });

    it('counts the window from the server’s times, whatever this device’s clock says', async () => {
      // A server whose clock runs three days ahead (or a device three days behind).
      const ahead = 3 * 86_400_000;
      const skewed = {
        ...quote,
        rateUpdatedAt: new Date(Date.now() + ahead - 5 * 60_000).toISOString(),
        createdAt: new Date(Date.now() + ahead).toISOString(),
        expiresAt: new Date(Date.now() + ahead + 30 * 60_000).toISOString(),
      };
      stubApi(() => json({ $id: 't1' }, 201), skewed);
      renderAt({ pathname: '/deposits/payment', state });
      expect(await screen.findByText(/^Pay within (30:00|29:5\d)$/)).toBeVisible();
      expect(screen.getByText('Rate: 1 BTC = $64,000.00, set 5 minutes ago')).toBeVisible();
    });

    it('after the window closes, asks for a new quote before the payment can be confirmed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const fresh = { ...quote, id: 'q2', cryptoAmount: '0.004' };
        let quotes = 0;
        server.use(
          http.post('/v1/deposits/quotes', () => json(quotes++ === 0 ? quote : fresh, 201)),
          http.post('/v1/deposits', () => json({ $id: 't1' }, 201)),
        );
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        renderAt({ pathname: '/deposits/payment', state });
        expect(await screen.findByTestId('crypto-amount')).toHaveTextContent('0.00390625 BTC');

        // The 30 minutes pass on this device.
        await act(async () => {
          vi.advanceTimersByTime(30 * 60_000 + 2_000);
        });
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'The payment window has closed. Get a new quote before you pay.',
        );
        expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Get a new quote' }));
        await vi.waitFor(() =>
          expect(screen.getByTestId('crypto-amount')).toHaveTextContent('0.004 BTC'),
        );
        expect(screen.getByRole('button', { name: 'I have made the payment' })).toBeEnabled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('a method without a rate says to send the dollar amount', async () => {
      stubApi(() => json({}, 201), {
        ...quote,
        rate: null,
        rateUpdatedAt: null,
        cryptoAmount: null,
        paymentUri: state.method.address,
      });
      renderAt({ pathname: '/deposits/payment', state });
      expect(
        await screen.findByText(
          'No rate is set for this method: send the dollar amount at your wallet’s rate.',
        ),
      ).toBeVisible();
      expect(
        screen.getByRole('img', { name: 'QR code of the Bitcoin wallet address' }),
      ).toBeInTheDocument();
    });
  });
});
