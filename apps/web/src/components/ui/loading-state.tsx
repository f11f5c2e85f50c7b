import { messages } from '@copyvest/shared';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** A centred spinner with a visible label, for a page or a section that is loading. */
export function LoadingState({
  label = messages.common.loading,
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-8 text-slate-500 dark:text-slate-400',
        fullPage && 'min-h-[60vh]',
      )}
    >
      <Spinner size="lg" decorative className="text-emerald-600 dark:text-emerald-400" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
