import {
  centsToInput,
  messages,
  NO_METHOD_LIMITS,
  parseMoney,
  parseSettingsGroup,
  type TMethodLimits,
  type TPaymentLimitsSettings,
  type TPaymentMethod,
} from '@copyvest/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import { useSaveSettings } from '@/features/admin/api/settings';
import { SettingsSection } from './settings-section';

const t = messages.settings;
const FIELDS = ['depositMin', 'depositMax', 'withdrawalMin', 'withdrawalMax'] as const;
const LABELS = {
  depositMin: t.depositMin,
  depositMax: t.depositMax,
  withdrawalMin: t.withdrawalMin,
  withdrawalMax: t.withdrawalMax,
} as const;
type Draft = Record<string, Record<(typeof FIELDS)[number], string>>;

function draftOf(value: TPaymentLimitsSettings, methods: TPaymentMethod[]): Draft {
  return Object.fromEntries(
    methods.map((method) => {
      const limits = value.byMethod[method.$id] ?? NO_METHOD_LIMITS;
      return [
        method.$id,
        Object.fromEntries(
          FIELDS.map((field) => [field, limits[field] === null ? '' : centsToInput(limits[field])]),
        ) as Draft[string],
      ];
    }),
  );
}

/** Each payment method's deposit and withdrawal bounds (empty = none), confirmed before saving. */
export function PaymentLimitsForm({
  value,
  methods,
}: {
  value: TPaymentLimitsSettings;
  methods: TPaymentMethod[];
}) {
  const save = useSaveSettings('paymentLimits');
  const [draft, setDraft] = useState(() => draftOf(value, methods));
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<TPaymentLimitsSettings>();

  function check() {
    const byMethod: Record<string, TMethodLimits> = {};
    for (const method of methods) {
      const row = draft[method.$id];
      if (!row) continue;
      const limits = { ...NO_METHOD_LIMITS };
      for (const field of FIELDS) {
        const text = row[field].trim();
        if (text === '') continue;
        const money = parseMoney(text);
        if (!money.ok) return setProblem(t.moneyInvalid(`${method.name}: ${LABELS[field]}`));
        limits[field] = money.cents;
      }
      if (FIELDS.some((field) => limits[field] !== null)) byMethod[method.$id] = limits;
    }
    const parsed = parseSettingsGroup('paymentLimits', { byMethod });
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    setPending(parsed.value);
  }

  if (methods.length === 0) {
    return (
      <EmptyState title={t.limitsTitle}>
        <p>{t.limitsEmpty}</p>
      </EmptyState>
    );
  }
  return (
    <SettingsSection
      title={t.limitsTitle}
      text={t.limitsText}
      problem={problem}
      busy={save.isPending}
      onSubmit={check}
    >
      {methods.map((method) => (
        <fieldset
          key={method.$id}
          className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
            {t.limitsFor(method.name)}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                inputMode="decimal"
                value={draft[method.$id]?.[field] ?? ''}
                onChange={(event) =>
                  setDraft((current) => ({
                    ...current,
                    [method.$id]: {
                      ...(current[method.$id] ?? {
                        depositMin: '',
                        depositMax: '',
                        withdrawalMin: '',
                        withdrawalMax: '',
                      }),
                      [field]: event.target.value,
                    },
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
      ))}
      <ConfirmDialog
        open={pending !== undefined}
        title={t.limitsConfirmTitle}
        description={t.limitsConfirmText}
        tone="primary"
        busy={save.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={() =>
          pending && save.mutate(pending, { onSettled: () => setPending(undefined) })
        }
      />
    </SettingsSection>
  );
}
