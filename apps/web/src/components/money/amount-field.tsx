import { messages } from '@copyvest/shared';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type AmountFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * "Amount (USD)": a decimal text input for a dollar amount, as the deposit and withdrawal forms
 * take it (the shared schemas turn it into cents). Register it like an input
 * (`{...register('amount')}`).
 */
export function AmountField(props: AmountFieldProps) {
  return (
    <TextField
      label={messages.money.amountLabel}
      inputMode="decimal"
      autoComplete="off"
      placeholder={messages.money.amountPlaceholder}
      {...props}
    />
  );
}
