import { messages, type TInstrument, ZInstrumentRequest } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useAdminInstruments, useSaveInstrument } from '@/features/copy-trading/api/admin-traders';
import { type Column, DataTable } from '@/features/copy-trading/components/data-table';
import { fieldErrors } from '@/components/copy-trading/read-form';

const t = messages.copyPages;

/** `/admin/instruments`: the symbols traders may use; add one, activate or deactivate. */
export function AdminInstrumentsPage() {
  const instruments = useAdminInstruments();
  const save = useSaveInstrument();
  const columns: Column<TInstrument>[] = [
    { header: t.symbol, cell: (i) => i.symbol },
    { header: t.name, cell: (i) => i.name },
    { header: t.state, cell: (i) => (i.active ? t.activeState : t.withdrawnState) },
    {
      header: t.actions,
      cell: (i) => (
        <Button
          variant="secondary"
          size="sm"
          disabled={save.isPending}
          aria-label={`${i.active ? t.deactivate : t.activate} ${i.symbol}`}
          onClick={() => save.run({ instrumentId: i.id, active: !i.active })}
        >
          {i.active ? t.deactivate : t.activate}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t.adminInstrumentsTitle} description={t.adminInstrumentsText} />
      <div className="space-y-6">
        <Panel title={t.instruments}>
          {instruments.isPending ? (
            <LoadingState />
          ) : instruments.isError ? (
            <ErrorState error={instruments.error} onRetry={() => void instruments.refetch()} />
          ) : instruments.data.length === 0 ? (
            <EmptyState title={t.noInstrumentsYet} />
          ) : (
            <DataTable
              caption={t.instruments}
              columns={columns}
              rows={instruments.data}
              rowKey={(i) => i.id}
            />
          )}
        </Panel>
        <Panel title={t.addInstrument}>
          <AddInstrumentForm />
        </Panel>
      </div>
    </>
  );
}

function AddInstrumentForm() {
  const [symbol, setSymbol] = useState('');
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveInstrument();
  const { data, errors } = fieldErrors(
    ZInstrumentRequest.safeParse({ symbol, name, active: true }),
  );
  const shown = submitted ? errors : {};
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (data)
          save.run(data, {
            onSuccess: () => {
              setSymbol('');
              setName('');
              setSubmitted(false);
            },
          });
      }}
    >
      <TextField
        label={t.symbol}
        value={symbol}
        onChange={(event) => setSymbol(event.target.value)}
        error={shown.symbol}
        autoComplete="off"
      />
      <TextField
        label={t.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={shown.name}
        autoComplete="off"
      />
      <Button type="submit" busy={save.isPending} className="sm:mt-6">
        {t.addInstrument}
      </Button>
    </form>
  );
}
