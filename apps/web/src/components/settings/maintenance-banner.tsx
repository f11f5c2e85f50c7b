import { messages } from '@copyvest/shared';
import { Wrench } from 'lucide-react';
import { usePublicSettings } from '@/lib/settings/public-settings';

/**
 * The admins' maintenance notice (the `maintenance` settings, decision 053), above every page,
 * public and signed in; nothing while it is off.
 */
export function MaintenanceBanner() {
  const { maintenance } = usePublicSettings().settings;
  if (!maintenance.enabled || maintenance.message === '') return null;
  return (
    <section
      aria-label={messages.layout.maintenanceLabel}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-7xl items-start gap-2">
        <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="break-words">{maintenance.message}</span>
      </p>
    </section>
  );
}
