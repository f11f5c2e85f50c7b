import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { publicSettings, server } from '@/test/msw';
import { FeeSummary } from '@/features/withdrawals/components/fee-summary';
import { FeePage } from '@/features/withdrawals/routes/fee-page';
import { renderWithProviders } from '@/test/render';

function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement!).getByRole('definition').textContent ?? '';
}

describe('FeeSummary', () => {
  it('states the amount, the 10 % fee and the amount sent', () => {
    renderWithProviders(
      <FeeSummary
        form={{
          paymentMethodId: 'pm-btc',
          amount: 1234_56,
          walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
        }}
        methodName="Bitcoin"
      />,
    );
    expect(figure('Amount to withdraw')).toBe('$1,234.56');
    expect(figure('Processing fee (10%)')).toBe('$123.45');
    expect(figure('Amount sent to your wallet')).toBe('$1,111.11');
    expect(figure('Payment method')).toBe('Bitcoin');
    expect(figure('Wallet address')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
  });

  it('rounds the fee down to the cent', () => {
    renderWithProviders(
      <FeeSummary
        form={{
          paymentMethodId: 'pm-btc',
          amount: 9,
          walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        }}
        methodName="Bitcoin"
      />,
    );
    expect(figure('Processing fee (10%)')).toBe('$0.00');
    expect(figure('Amount sent to your wallet')).toBe('$0.09');
  });
});

describe('FeePage', () => {
  // The page reads the fee and limits from the public settings.
  beforeEach(() => server.use(publicSettings()));
  it('goes back to /withdrawals without the form state', async () => {
    // No handler: a request would fail the test (src/test-setup.ts).
    renderWithProviders(
      <Routes>
        <Route path="/withdrawals" element={<h1>Withdrawals form</h1>} />
        <Route path="/withdrawals/fee" element={<FeePage />} />
      </Routes>,
      { route: '/withdrawals/fee' },
    );
    expect(await screen.findByRole('heading', { name: 'Withdrawals form' })).toBeInTheDocument();
  });
});
