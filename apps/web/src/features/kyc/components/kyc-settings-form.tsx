import {
  centsToInput,
  KYC_REQUIREMENTS,
  messages,
  parseMoney,
  type TKycRequirement,
  type TKycSettings,
} from '@copyvest/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateKycSettings } from '@/features/kyc/api/kyc-api';

const k = messages.kyc;

/**
 * The KYC settings group (decision 054) as a form of its own, so it can move to the settings page:
 * when withdrawals need a verified identity, and the threshold (dollars; stored as cents).
 */
export function KycSettingsForm({ settings }: { settings: TKycSettings }) {
  const update = useUpdateKycSettings();
  const [required, setRequired] = useState<TKycRequirement>(settings.required);
  const [threshold, setThreshold] = useState(centsToInput(settings.withdrawalThreshold));
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(threshold === '' ? '0' : threshold);
    if (!parsed.ok) {
      setError(messages.validation.amountInvalid);
      return;
    }
    setError(undefined);
    update.mutate({ required, withdrawalThreshold: parsed.cents });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <SelectField
        label={k.settingsRequired}
        value={required}
        onChange={(e) => setRequired(e.target.value as TKycRequirement)}
      >
        {KYC_REQUIREMENTS.map((value) => (
          <option key={value} value={value}>
            {k.settingsRequiredOptions[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={k.settingsThreshold}
        inputMode="decimal"
        value={threshold}
        disabled={required !== 'above_threshold'}
        onChange={(e) => setThreshold(e.target.value)}
        error={error}
      />
      <Button type="submit" busy={update.isPending} className="sm:mt-7">
        {k.save}
      </Button>
    </form>
  );
}
