import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMakeTrader } from '@/components/copy-trading/api/make-trader';
import { TraderFormModal } from '@/components/copy-trading/trader-form';

const t = messages.copyPages;

/** The admin user page's "Make lead trader": the terms form, then `POST /v1/admin/traders`. */
export function MakeTraderButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const make = useMakeTrader();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.makeTrader}
      </Button>
      <TraderFormModal
        open={open}
        title={`${t.makeTraderTitle}: ${name}`}
        busy={make.isPending}
        onSubmit={(values) => make.run({ userId, ...values }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
