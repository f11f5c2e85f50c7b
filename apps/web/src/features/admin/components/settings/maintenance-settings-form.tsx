import { messages, parseSettingsGroup, type TMaintenanceSettings } from '@copyvest/shared';
import { useState } from 'react';
import { useSaveSettings } from '@/features/admin/api/settings';
import { CheckField } from './check-field';
import { SettingsSection } from './settings-section';
import { TextAreaField } from './text-area-field';

const t = messages.settings;

/** The maintenance notice shown above every page while it is on. */
export function MaintenanceSettingsForm({ value }: { value: TMaintenanceSettings }) {
  const save = useSaveSettings('maintenance');
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string>();

  function submit() {
    const parsed = parseSettingsGroup('maintenance', draft);
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(undefined);
    save.mutate(parsed.value);
  }

  return (
    <SettingsSection
      title={t.maintenanceTitle}
      text={t.maintenanceText}
      problem={problem}
      busy={save.isPending}
      onSubmit={submit}
    >
      <CheckField
        label={t.maintenanceEnabled}
        checked={draft.enabled}
        onChange={(enabled) => setDraft({ ...draft, enabled })}
      />
      <TextAreaField
        label={t.maintenanceMessage}
        maxLength={500}
        value={draft.message}
        onChange={(event) => setDraft({ ...draft, message: event.target.value })}
      />
    </SettingsSection>
  );
}
