import { messages, type TTicketStatus } from '@copyvest/shared';
import { cn } from '@/lib/cn';

const t = messages.tickets;

const STATUS_TONE: Record<TTicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** A ticket's status as words, on the user's pages and the desk alike. */
export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_TONE[status],
      )}
    >
      {t.statusName[status]}
    </span>
  );
}

/** The count beside a navigation entry or a heading; nothing at zero. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{t.navBadge(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
