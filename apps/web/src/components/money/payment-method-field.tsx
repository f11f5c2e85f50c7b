import { messages, type TPaymentMethod } from '@copyvest/shared';
import type { ComponentProps } from 'react';
import { SelectField } from '@/components/ui/select-field';

type PaymentMethodFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  methods: TPaymentMethod[];
};

/** How a payment method is named in a list: "Bitcoin (BTC)". */
export function paymentMethodOptionLabel(method: TPaymentMethod): string {
  return `${method.name} (${method.code.toUpperCase()})`;
}

/**
 * "Payment method": a select of the admin's payment methods with an empty first choice, for the
 * deposit, withdrawal and saved-address forms. Register it like a select
 * (`{...register('paymentMethodId')}`); each form keeps its own schema.
 */
export function PaymentMethodField({ methods, ...props }: PaymentMethodFieldProps) {
  return (
    <SelectField label={messages.money.methodLabel} {...props}>
      <option value="">{messages.money.methodPlaceholder}</option>
      {methods.map((method) => (
        <option key={method.$id} value={method.$id}>
          {paymentMethodOptionLabel(method)}
        </option>
      ))}
    </SelectField>
  );
}
