import {
  basisPointsToPercent,
  centsToInput,
  MAX_COMMISSION_LEVELS,
  messages,
  parseMoney,
  percentToBasisPoints,
  type TReferralSettings,
  ZReferralSettings,
} from '@copyvest/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateReferralSettings } from '@/features/referrals/api/get-commissions';

const r = messages.referral;

/**
 * The referral settings group (decision 055) as a form of its own, so it can move to the settings
 * page: the sign-up bonus (dollars, stored as cents) and the commission per level (percent, stored
 * as basis points), up to five levels.
 */
export function ReferralSettingsForm({ settings }: { settings: TReferralSettings }) {
  const update = useUpdateReferralSettings();
  const [bonus, setBonus] = useState(centsToInput(settings.signupBonusCents));
  const [enabled, setEnabled] = useState(settings.commissions.enabled);
  const [levels, setLevels] = useState(
    settings.commissions.levels.map((bps) => String(basisPointsToPercent(bps))),
  );
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsedBonus = parseMoney(bonus === '' ? '0' : bonus);
    const bps = levels.map((percent) => percentToBasisPoints(Number(percent)));
    const input = {
      signupBonusCents: parsedBonus.ok ? parsedBonus.cents : -1,
      commissions: { enabled, levels: bps },
    };
    const parsed = ZReferralSettings.safeParse(input);
    if (!parsedBonus.ok || levels.some((p) => p.trim() === '' || Number.isNaN(Number(p)))) {
      setError(messages.validation.amountInvalid);
      return;
    }
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={r.settingsBonus}
        inputMode="decimal"
        value={bonus}
        onChange={(e) => setBonus(e.target.value)}
        className="max-w-xs"
      />
      <label className="flex w-fit items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
          className="size-4 rounded border-slate-300 accent-emerald-700"
        />
        {r.settingsEnabled}
      </label>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {r.settingsLevels}
        </legend>
        <div className="grid gap-3 sm:grid-cols-5">
          {levels.map((value, index) => (
            <TextField
              key={index}
              label={r.settingsLevel(index + 1)}
              inputMode="decimal"
              value={value}
              onChange={(e) =>
                setLevels((all) => all.map((v, i) => (i === index ? e.target.value : v)))
              }
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={levels.length >= MAX_COMMISSION_LEVELS}
            onClick={() => setLevels((all) => [...all, '0'])}
          >
            {r.settingsAddLevel}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={levels.length === 0}
            onClick={() => setLevels((all) => all.slice(0, -1))}
          >
            {r.settingsRemoveLevel}
          </Button>
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" busy={update.isPending}>
        {r.save}
      </Button>
    </form>
  );
}
