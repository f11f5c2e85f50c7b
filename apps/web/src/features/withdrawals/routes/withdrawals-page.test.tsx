import type { TSavedAddress } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithdrawalsPage } from '@/features/withdrawals/routes/withdrawals-page';
import { apiError, http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { record } from '@/test/fixtures';

function FeeProbe() {
  const { state } = useLocation();
  return <pre data-testid="fee-state">{JSON.stringify(state)}</pre>;
}

function stubApi(
  methods = [
    {
      ...record('pm-btc'),
      code: 'btc',
      name: 'Bitcoin',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      network: 'bitcoin',
    },
  ],
  savedAddresses: TSavedAddress[] = [],
) {
  server.use(
    http.get('/v1/payment-methods', () => json({ paymentMethods: methods })),
    http.get('/v1/saved-addresses', () => json({ total: savedAddresses.length, savedAddresses })),
    http.get('/v1/dashboard', () =>
      json({ availableBalance: 300_00, heldBalance: 0, trade: null }),
    ),
    // The rest of the API answers 404, as it did.
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/withdrawals" element={<WithdrawalsPage />} />
      <Route path="/withdrawals/fee" element={<FeeProbe />} />
      <Route path="/transactions" element={<h1>Transaction list</h1>} />
    </Routes>,
    { route },
  );
}

describe('WithdrawalsPage', () => {
  it('asks for the method, the amount and the wallet address', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals');
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please select a payment method')).toBeInTheDocument();
    expect(screen.getByText('Please enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter a wallet address')).toBeInTheDocument();
  });

  it('shows the 10 % fee and the amount received live as the amount is typed', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals');
    const amount = await screen.findByLabelText('Amount (USD)');
    const live = () => screen.getByRole('status', { name: '' });
    expect(live()).toHaveTextContent('A 10% processing fee is taken from the amount you withdraw.');
    await user.type(amount, '100');
    expect(live()).toHaveTextContent('Processing fee (10%)$10.00');
    expect(live()).toHaveTextContent('Amount sent to your wallet$90.00');
    await user.type(amount, '.55');
    expect(live()).toHaveTextContent('Processing fee (10%)$10.05');
    expect(live()).toHaveTextContent('Amount sent to your wallet$90.50');
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(live()).toHaveTextContent('A 10% processing fee is taken');
  });

  it('refuses more than the available balance, then continues to the fee page', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals');
    await screen.findByText('Available balance: $300.00');
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'pm-btc');
    await user.type(screen.getByLabelText('Amount (USD)'), '300.01');
    await user.type(
      screen.getByLabelText('Wallet address'),
      ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa ',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Insufficient balance')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '120');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const state = JSON.parse((await screen.findByTestId('fee-state')).textContent ?? 'null');
    expect(state).toEqual({
      form: {
        paymentMethodId: 'pm-btc',
        amount: 120_00,
        walletAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      },
    });
  });

  it("explains the chosen method's addresses and refuses one that is not valid for its network, naming it", async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals');
    await screen.findByText('Available balance: $300.00');
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'pm-btc');
    const address = screen.getByLabelText('Wallet address');
    expect(address).toHaveAccessibleDescription(
      'A Bitcoin address starts with 1, 3 or bc1 and ends in a checksum: copy it from your wallet rather than typing it.',
    );
    await user.type(screen.getByLabelText('Amount (USD)'), '20');
    // The BIP 173 example with its last character changed: the checksum no longer matches.
    await user.type(address, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This is not a valid Bitcoin address')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(screen.queryByTestId('fee-state')).toBeNull();
  });

  it('says when there is no payment method', async () => {
    stubApi([]);
    renderAt('/withdrawals');
    expect(
      await screen.findByText('No payment methods are available yet. Please contact support.'),
    ).toBeInTheDocument();
  });

  it('shows the success overlay from the query parameters', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals?isSuccess=true&amount=12345');
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Successful' });
    expect(dialog).toHaveTextContent('$123.45');
    await user.click(screen.getByRole('button', { name: 'View Transactions' }));
    expect(await screen.findByRole('heading', { name: 'Transaction list' })).toBeInTheDocument();
  });

  it('closes the overlay', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/withdrawals?isSuccess=true&amount=12345');
    await screen.findByRole('dialog', { name: 'Transaction Successful' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fills the wallet address from a saved one of the chosen method, and offers to save only a new address', async () => {
    const saved = (id: string, paymentMethodId: string, address: string, label: string | null) => ({
      ...record(id),
      paymentMethodId,
      address,
      label,
    });
    stubApi(
      [
        {
          ...record('pm-btc'),
          code: 'btc',
          name: 'Bitcoin',
          address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
          network: 'bitcoin',
        },
        {
          ...record('pm-usdt'),
          code: 'usdt',
          name: 'Tether',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          network: 'tron',
        },
      ],
      [
        saved('sa-1', 'pm-btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'Ledger'),
        saved('sa-2', 'pm-usdt', 'TXYZtether', null),
      ],
    );
    const user = userEvent.setup();
    renderAt('/withdrawals');
    await screen.findByText('Available balance: $300.00');
    expect(screen.queryByLabelText('Saved address')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'pm-btc');
    const picker = await screen.findByLabelText('Saved address');
    expect(
      Array.from((picker as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Enter a new address', 'Ledger · 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy']);
    await user.selectOptions(picker, 'sa-1');
    expect(screen.getByLabelText('Wallet address')).toHaveValue(
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    );
    expect(screen.queryByLabelText('Save this address for next time')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Amount (USD)'), '50');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const state = JSON.parse((await screen.findByTestId('fee-state')).textContent ?? 'null');
    expect(state).toEqual({
      form: {
        paymentMethodId: 'pm-btc',
        amount: 50_00,
        walletAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      },
    });
  });

  it('"Save this address" on a new address goes to the fee page with saveAddress', async () => {
    stubApi(undefined, []);
    const user = userEvent.setup();
    renderAt('/withdrawals');
    await screen.findByText('Available balance: $300.00');
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'pm-btc');
    await user.type(screen.getByLabelText('Amount (USD)'), '20');
    await user.type(
      screen.getByLabelText('Wallet address'),
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    );
    await user.click(screen.getByLabelText('Save this address for next time'));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const state = JSON.parse((await screen.findByTestId('fee-state')).textContent ?? 'null');
    expect(state).toEqual({
      form: {
        paymentMethodId: 'pm-btc',
        amount: 20_00,
        walletAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      },
      saveAddress: true,
    });
  });
});
