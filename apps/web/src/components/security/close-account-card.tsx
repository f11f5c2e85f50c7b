import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCloseAccount } from './api/use-close-account';
import { SecurityCard } from './security-card';

const s = messages.security;

/** Closing the account, after a confirmation that says what happens. */
export function CloseAccountCard() {
  const close = useCloseAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <SecurityCard title={s.closeTitle} description={s.closeText} tone="danger">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {s.closeButton}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={s.closeConfirmTitle}
        description={s.closeConfirmText}
        confirmLabel={close.isPending ? s.closing : s.closeButton}
        busy={close.isPending}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </SecurityCard>
  );
}
