import { messages, type TTransaction } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSetPayoutHash } from '@/features/admin/api/set-payout-hash';
import { errorMessage } from '@/lib/error-message';

const n = messages.networks;

/**
 * An approved withdrawal's payout hash, editable after the approval (decision 042): the server
 * checks it for the method's network and audits the change; its refusal shows under the field.
 */
export function PayoutHashForm({ transaction }: { transaction: TTransaction }) {
  const [hash, setHash] = useState(transaction.txHash ?? '');
  const save = useSetPayoutHash();
  const error = save.isError ? errorMessage(save.error) : undefined;
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = hash.trim();
        save.mutate({ id: transaction.$id, txHash: trimmed === '' ? null : trimmed });
      }}
    >
      <TextField
        label={n.payoutHashEditLabel}
        hint={n.payoutHashHint}
        value={hash}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setHash(event.target.value)}
        error={error}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {n.payoutHashSave}
      </Button>
    </form>
  );
}
