import { messages } from '@copyvest/shared';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';

/**
 * One settings group's card on /admin/settings: its heading and explanation, its fields, the
 * problem the shared schema found (naming the field) and the Save button.
 */
export function SettingsSection({
  title,
  text,
  problem,
  busy,
  onSubmit,
  children,
}: {
  title: string;
  text: string;
  problem: string | undefined;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {children}
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {messages.settings.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
