import type { TPaymentMethod } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AmountField } from '@/components/money/amount-field';
import { PaymentMethodField } from '@/components/money/payment-method-field';
import { record } from '@/test/fixtures';

const methods: TPaymentMethod[] = [
  {
    ...record('pm-btc'),
    code: 'btc',
    name: 'Bitcoin',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    network: 'bitcoin',
  },
];

/** The two fields registered in a form whose submit refuses both and focuses the first. */
function Form() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { paymentMethodId: '', amount: '' } });
  return (
    <form
      onSubmit={handleSubmit(() => {
        setError('amount', { message: 'Enter an amount' });
        setError('paymentMethodId', { message: 'Pick one' }, { shouldFocus: true });
      })}
    >
      <PaymentMethodField
        methods={methods}
        error={errors.paymentMethodId?.message}
        {...register('paymentMethodId')}
      />
      <AmountField error={errors.amount?.message} {...register('amount')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('money fields', () => {
  it('registered in a form: take their labels, show their errors and can be focused by the form', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const method = screen.getByLabelText('Payment method');
    const amount = screen.getByLabelText('Amount (USD)');
    expect(method).toHaveDisplayValue('Select a payment method');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    expect(amount).toHaveAttribute('placeholder', 'e.g 500');

    await user.selectOptions(method, 'pm-btc');
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(method).toHaveFocus();
    expect(method).toHaveAccessibleDescription('Pick one');
    expect(amount).toHaveAccessibleDescription('Enter an amount');
  });
});
