import { messages } from '@copyvest/shared';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';

type WalletAddressFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** "Wallet address" of the withdrawal and saved-address forms (no autocomplete, no spell check). */
export function WalletAddressField(props: WalletAddressFieldProps) {
  return (
    <TextField
      label={messages.withdrawal.walletLabel}
      autoComplete="off"
      spellCheck={false}
      placeholder={messages.withdrawal.walletPlaceholder}
      {...props}
    />
  );
}
