import { formatDateTime, messages } from '@copyvest/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountLogs } from './api/use-account-logs';
import { clientLabel, deviceIcon, eventLabel } from './describe-client';
import { SecurityCard } from './security-card';

const s = messages.security;

/** The newest security events (sign-ins, sign-outs, changes), each with its time and device. */
export function ActivityCard() {
  const logs = useAccountLogs();
  const entries = logs.data?.logs ?? [];

  return (
    <SecurityCard title={s.activityTitle} description={s.activityText}>
      {logs.isPending ? (
        <div role="status" aria-label={messages.common.loading} className="space-y-3">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : logs.isError ? (
        <ErrorState
          title={s.activityFailed}
          error={logs.error}
          onRetry={() => void logs.refetch()}
          retrying={logs.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={s.noActivity} />
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry, index) => {
            const Icon = deviceIcon(entry);
            return (
              <li
                key={`${entry.time}-${entry.event}-${index}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
              >
                <span className="font-medium text-slate-900 dark:text-white">
                  {eventLabel(entry.event)}
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={entry.time}>{formatDateTime(entry.time)}</time>
                  <span className="flex items-center gap-1.5">
                    <Icon className="size-4" aria-hidden="true" />
                    {clientLabel(entry)}
                    {entry.ip && <span className="break-all">· {entry.ip}</span>}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </SecurityCard>
  );
}
