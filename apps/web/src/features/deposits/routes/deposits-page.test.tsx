import { DEPOSIT_CONTINUE_DELAY_MS, type TPaymentMethod } from '@copyvest/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositsPage } from '@/features/deposits/routes/deposits-page';
import { PaymentPage } from '@/features/deposits/routes/payment-page';
import { record } from '@/test/fixtures';
import { apiError, http, json, publicSettings, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const methods: TPaymentMethod[] = [
  {
    ...record('pm-btc'),
    code: 'btc',
    name: 'Bitcoin',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    network: 'bitcoin',
  },
  {
    ...record('pm-eth'),
    code: 'eth',
    name: 'Ethereum',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    network: 'ethereum',
  },
];

describe('DepositsPage', () => {
  // The page reads the fee and limits from the public settings.
  beforeEach(() => server.use(publicSettings()));
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the method and amount when the user comes back from the payment page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('/v1/payment-methods', () => json({ total: 2, paymentMethods: methods })),
      // The payment page asks for a rate quote; without one it shows the amount in dollars.
      http.post('/v1/deposits/quotes', () => apiError(404, 'general_not_found', 'No quote')),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(
      <Routes>
        <Route path="/deposits" element={<DepositsPage />} />
        <Route path="/deposits/payment" element={<PaymentPage />} />
      </Routes>,
      { route: '/deposits' },
    );
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'pm-eth');
    await user.type(screen.getByLabelText('Amount (USD)'), '250.5');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_CONTINUE_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByLabelText('Payment method')).toHaveValue('pm-eth');
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('250.50');
  });
});
