import { messages, type TPaymentMethod } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicSettings, server } from '@/test/msw';
import { DepositForm } from '@/features/deposits/components/deposit-form';
import { record } from '@/test/fixtures';

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

function setup(busy = false) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<DepositForm methods={methods} busy={busy} onSubmit={onSubmit} />);
  return { onSubmit, user };
}

describe('DepositForm', () => {
  // The page reads the fee and limits from the public settings.
  beforeEach(() => server.use(publicSettings()));
  it('lists the payment methods', () => {
    setup();
    const select = screen.getByLabelText('Payment method');
    expect(select).toHaveDisplayValue('Select a payment method');
    expect(screen.getByRole('option', { name: 'Bitcoin (BTC)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ethereum (ETH)' })).toBeInTheDocument();
  });

  it('asks for a method and an amount', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(messages.validation.selectPaymentMethod)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.enterAmount)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not dollars and cents', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'pm-btc');
    await user.type(screen.getByLabelText('Amount (USD)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(messages.validation.amountInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the method and the amount in cents', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('Payment method'), 'pm-eth');
    await user.type(screen.getByLabelText('Amount (USD)'), '1,250.5');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ paymentMethodId: 'pm-eth', amount: 1250_50 });
  });

  it('shows the loading state while continuing', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Preparing payment...' })).toBeDisabled();
  });
});
