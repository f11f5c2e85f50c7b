import { messages } from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const t = messages.copyPages;

/**
 * Stopping a copy (irreversible): wait for the trader to close the open mirrored positions, or
 * close them now at their last recorded prices. Nothing is sent until "Stop copying".
 */
export function StopCopyDialog({
  open,
  traderName,
  hasOpenMirrors,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  traderName: string;
  hasOpenMirrors: boolean;
  busy: boolean;
  onConfirm: (closeNow: boolean) => void;
  onCancel: () => void;
}) {
  const [closeNow, setCloseNow] = useState(false);
  const name = useId();
  const options = [
    { value: false, label: t.stopWhenClosed, hint: t.stopWhenClosedHint },
    { value: true, label: t.stopNow, hint: t.stopNowHint },
  ];
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={t.stopTitle(traderName)}
      description={t.stopText}
    >
      {hasOpenMirrors && (
        <fieldset className="space-y-3">
          <legend className="sr-only">{t.stopTitle(traderName)}</legend>
          {options.map((option) => (
            <label
              key={String(option.value)}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-emerald-500 dark:border-slate-700"
            >
              <input
                type="radio"
                name={name}
                checked={closeNow === option.value}
                onChange={() => setCloseNow(option.value)}
                className="mt-1 accent-emerald-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900 dark:text-white">
                  {option.label}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {option.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {messages.common.cancel}
        </Button>
        <Button variant="danger" busy={busy} onClick={() => onConfirm(hasOpenMirrors && closeNow)}>
          {t.stopConfirm}
        </Button>
      </div>
    </Modal>
  );
}
