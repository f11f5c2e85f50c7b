import { messages } from '@copyvest/shared';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';

/** A section that failed to load: what happened and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center dark:border-red-900/60 dark:bg-red-950/30"
    >
      <AlertTriangle className="size-8 text-red-600 dark:text-red-400" aria-hidden="true" />
      <p className="mt-3 font-medium text-slate-900 dark:text-white">{messages.admin.loadFailed}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{errorMessage(error)}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {messages.common.retry}
      </Button>
    </div>
  );
}

/** Nothing to show (yet). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700">
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">{children}</p>
    </div>
  );
}
