import { messages } from '@copyvest/shared';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';

/** A section that failed to load: what failed, the server's reason and a retry button. */
export function ErrorState({
  title = messages.money.loadFailed,
  error,
  onRetry,
  retrying = false,
  className,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-white px-6 py-10 text-center dark:border-red-500/30 dark:bg-slate-900',
        className,
      )}
    >
      <AlertTriangle className="size-8 text-red-600 dark:text-red-400" aria-hidden="true" />
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
        {messages.common.retry}
      </Button>
    </div>
  );
}
