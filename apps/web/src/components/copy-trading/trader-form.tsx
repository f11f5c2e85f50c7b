import {
  basisPointsToPercent,
  centsToInput,
  messages,
  percentToBasisPoints,
  type TTraderSummary,
  zMoneyInput,
  ZMakeTraderRequest,
} from '@copyvest/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors } from '@/components/copy-trading/read-form';

const t = messages.copyPages;
const ZMoney = zMoneyInput(messages.validation.amountRequired);

export type TraderFormValues = {
  displayName: string;
  strategy: string;
  riskLevel: number;
  minAllocation: number;
  maxAllocation: number;
  profitShareBps: number;
};

function cents(text: string): number {
  const parsed = ZMoney.safeParse(text);
  return parsed.success ? parsed.data : Number.NaN;
}

function shareBps(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,2}(\.\d{1,2})?$/.test(trimmed) ? percentToBasisPoints(Number(trimmed)) : Number.NaN;
}

/**
 * A lead trader's terms (admin): display name, strategy, risk 1–5, allocation bounds in dollars,
 * profit share in % (sent as bps); checked with the shared schema before `onSubmit`.
 */
export function TraderFormModal({
  open,
  title,
  trader,
  strategy: initialStrategy = '',
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The trader being edited; undefined to make one. */
  trader?: TTraderSummary;
  strategy?: string;
  busy: boolean;
  onSubmit: (values: TraderFormValues) => void;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <Modal open onClose={onClose} title={title}>
      <TraderFields
        trader={trader}
        initialStrategy={initialStrategy}
        busy={busy}
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </Modal>
  );
}

function TraderFields({
  trader,
  initialStrategy,
  busy,
  onSubmit,
  onClose,
}: {
  trader?: TTraderSummary;
  initialStrategy: string;
  busy: boolean;
  onSubmit: (values: TraderFormValues) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState({
    displayName: trader?.displayName ?? '',
    strategy: initialStrategy,
    riskLevel: String(trader?.riskLevel ?? 3),
    minAllocation: trader ? centsToInput(trader.minAllocation) : '',
    maxAllocation: trader ? centsToInput(trader.maxAllocation) : '',
    profitShare: trader ? String(basisPointsToPercent(trader.profitShareBps)) : '',
  });
  const [submitted, setSubmitted] = useState(false);
  const strategyId = useId();
  const { data, errors } = fieldErrors(
    ZMakeTraderRequest.safeParse({
      userId: 'checked-by-the-server',
      displayName: values.displayName,
      strategy: values.strategy,
      riskLevel: Number(values.riskLevel),
      minAllocation: cents(values.minAllocation),
      maxAllocation: cents(values.maxAllocation),
      profitShareBps: shareBps(values.profitShare),
    }),
  );
  const shown = submitted ? errors : {};
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (data) {
          const { userId: _ignored, ...rest } = data;
          onSubmit({ ...rest, strategy: rest.strategy ?? '' });
        }
      }}
    >
      <TextField
        label={t.displayName}
        value={values.displayName}
        onChange={set('displayName')}
        error={shown.displayName}
        autoComplete="off"
        data-autofocus
      />
      <div>
        <label htmlFor={strategyId} className={labelStyles}>
          {t.strategy}
        </label>
        <textarea
          id={strategyId}
          rows={3}
          value={values.strategy}
          onChange={set('strategy')}
          className={inputStyles(Boolean(shown.strategy))}
        />
        <FieldError id={`${strategyId}-error`} message={shown.strategy} />
      </div>
      <SelectField
        label={t.riskLevel}
        value={values.riskLevel}
        onChange={set('riskLevel')}
        error={shown.riskLevel}
      >
        {[1, 2, 3, 4, 5].map((level) => (
          <option key={level} value={level}>
            {t.riskOf(level)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.minAllocation}
          inputMode="decimal"
          value={values.minAllocation}
          onChange={set('minAllocation')}
          error={shown.minAllocation}
          autoComplete="off"
        />
        <TextField
          label={t.maxAllocation}
          inputMode="decimal"
          value={values.maxAllocation}
          onChange={set('maxAllocation')}
          error={shown.maxAllocation}
          autoComplete="off"
        />
      </div>
      <TextField
        label={t.profitSharePercent}
        inputMode="decimal"
        value={values.profitShare}
        onChange={set('profitShare')}
        error={shown.profitShareBps}
        autoComplete="off"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" busy={busy}>
          {trader ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
