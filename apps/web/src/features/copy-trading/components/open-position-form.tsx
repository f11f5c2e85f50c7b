import {
  messages,
  type TInstrument,
  type TOpenPositionRequest,
  ZOpenPositionRequest,
} from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useOpenPosition } from '@/features/copy-trading/api/trader-console';
import { formatBps } from '@/components/copy-trading/format-stats';
import { fieldErrors, percentTextToBps } from '@/components/copy-trading/read-form';

const t = messages.copyPages;

/** The console's form to open a position: instrument, side, entry price, size in % (sent as bps). */
export function OpenPositionForm({ instruments }: { instruments: readonly TInstrument[] }) {
  const active = instruments.filter((instrument) => instrument.active);
  const [instrumentId, setInstrumentId] = useState(active[0]?.id ?? '');
  const [side, setSide] = useState<'long' | 'short'>('long');
  const [entryPrice, setEntryPrice] = useState('');
  const [size, setSize] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<TOpenPositionRequest | null>(null);
  const open = useOpenPosition();
  const { data, errors } = fieldErrors(
    ZOpenPositionRequest.safeParse({
      instrumentId,
      side,
      entryPrice,
      sizeBps: percentTextToBps(size),
    }),
  );
  const shown = submitted ? errors : {};

  if (active.length === 0) return <EmptyState title={t.noInstruments} />;
  const symbolOf = (id: string) => active.find((instrument) => instrument.id === id)?.symbol ?? '';

  return (
    <>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (data) setConfirming(data);
        }}
      >
        <SelectField
          label={t.instrument}
          value={instrumentId}
          onChange={(event) => setInstrumentId(event.target.value)}
          error={shown.instrumentId}
        >
          {active.map((instrument) => (
            <option key={instrument.id} value={instrument.id}>
              {instrument.symbol} · {instrument.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.side}
          value={side}
          onChange={(event) => setSide(event.target.value as 'long' | 'short')}
        >
          <option value="long">{t.sides.long}</option>
          <option value="short">{t.sides.short}</option>
        </SelectField>
        <TextField
          label={t.entryPrice}
          inputMode="decimal"
          autoComplete="off"
          value={entryPrice}
          onChange={(event) => setEntryPrice(event.target.value)}
          error={shown.entryPrice}
        />
        <TextField
          label={t.sizePercent}
          hint={t.sizeHint}
          inputMode="decimal"
          autoComplete="off"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          error={shown.sizeBps}
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={open.isPending}>
            {t.openPosition}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t.openConfirmTitle}
        description={
          confirming
            ? t.openConfirmText(
                t.sides[confirming.side],
                symbolOf(confirming.instrumentId),
                formatBps(confirming.sizeBps),
                confirming.entryPrice,
              )
            : ''
        }
        confirmLabel={t.openConfirm}
        tone="primary"
        busy={open.isPending}
        onConfirm={() =>
          confirming &&
          open.run(confirming, {
            onSuccess: () => {
              setConfirming(null);
              setEntryPrice('');
              setSize('');
              setSubmitted(false);
            },
            onError: () => setConfirming(null),
          })
        }
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
