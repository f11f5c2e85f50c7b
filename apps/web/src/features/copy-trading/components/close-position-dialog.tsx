import { messages, type TTraderPosition, ZClosePositionRequest } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, wholePercent } from '@/components/copy-trading/read-form';

const t = messages.copyPages;
const SHORTCUTS = [25, 50, 100] as const;

/**
 * Closing (part of) a position: exit price and the percent of what is open (25/50/100 at a
 * click), checked with the shared schema, then a confirmation: every mirror settles at once.
 */
export function ClosePositionDialog({
  position,
  busy,
  onConfirm,
  onCancel,
}: {
  position: TTraderPosition | null;
  busy: boolean;
  onConfirm: (request: { exitPrice: string; percent: number }) => void;
  onCancel: () => void;
}) {
  if (!position) return null;
  return (
    <CloseSteps
      key={position.id}
      position={position}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

function CloseSteps({
  position,
  busy,
  onConfirm,
  onCancel,
}: {
  position: TTraderPosition;
  busy: boolean;
  onConfirm: (request: { exitPrice: string; percent: number }) => void;
  onCancel: () => void;
}) {
  const [exitPrice, setExitPrice] = useState(position.lastPrice);
  const [percent, setPercent] = useState('100');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<{ exitPrice: string; percent: number } | null>(null);
  const { data, errors } = fieldErrors(
    ZClosePositionRequest.safeParse({ exitPrice, percent: wholePercent(percent) }),
  );
  const shown = submitted ? errors : {};

  if (confirming) {
    return (
      <ConfirmDialog
        open
        title={t.closeConfirmTitle}
        description={t.closeConfirmText(confirming.percent, position.symbol, confirming.exitPrice)}
        confirmLabel={t.closeConfirm}
        busy={busy}
        onConfirm={() => onConfirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    );
  }
  return (
    <Modal open onClose={onCancel} title={t.closePositionTitle(position.symbol)}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (data) setConfirming(data);
        }}
      >
        <TextField
          label={t.exitPrice}
          inputMode="decimal"
          autoComplete="off"
          value={exitPrice}
          onChange={(event) => setExitPrice(event.target.value)}
          error={shown.exitPrice}
          data-autofocus
        />
        <TextField
          label={t.closePercent}
          inputMode="numeric"
          autoComplete="off"
          value={percent}
          onChange={(event) => setPercent(event.target.value)}
          error={shown.percent}
        />
        <div className="flex gap-2" role="group" aria-label={t.closePercent}>
          {SHORTCUTS.map((value) => (
            <Button
              key={value}
              variant="secondary"
              size="sm"
              aria-pressed={percent === String(value)}
              onClick={() => setPercent(String(value))}
            >
              {t.percent(String(value))}
            </Button>
          ))}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
          <Button type="submit">{t.continue}</Button>
        </div>
      </form>
    </Modal>
  );
}
