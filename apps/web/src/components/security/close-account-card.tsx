import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RecentProofPrompt } from '@/components/two-factor/recent-proof-prompt';
import { useCloseAccount } from './api/use-close-account';
import { SecurityCard } from './security-card';

const s = messages.security;

/**
 * Closing the account, after a confirmation that says what happens. A session signed in too long
 * ago is asked for a fresh proof first (sign in again, or an e-mailed code), then confirms again.
 */
export function CloseAccountCard() {
  const [proving, setProving] = useState(false);
  const close = useCloseAccount(() => setProving(true));
  const [confirming, setConfirming] = useState(false);
  return (
    <SecurityCard title={s.closeTitle} description={s.closeText} tone="danger">
      {proving ? (
        <RecentProofPrompt
          onProved={() => {
            setProving(false);
            setConfirming(true);
          }}
          onCancel={() => setProving(false)}
        />
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {s.closeButton}
        </Button>
      )}
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
