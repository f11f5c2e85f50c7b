import { formatDateTime, messages } from '@copyvest/shared';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { KycStatusBadge } from '@/components/kyc/kyc-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { useKycQueue, useKycSettings } from '@/features/kyc/api/kyc-api';
import { KycSettingsForm } from '@/features/kyc/components/kyc-settings-form';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

const k = messages.kyc;
const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** /admin/kyc: the verification queue (pending first, filtered) and the KYC settings. */
export function AdminKycPage() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const queue = useKycQueue({ status, search: debounced });
  // Pages are read by offset: a submission that moved while the next page loaded shows once.
  const submissions = useMemo(() => {
    const seen = new Set<string>();
    return (queue.data?.pages ?? [])
      .flatMap((page) => page.submissions)
      .filter((submission) => !seen.has(submission.$id) && seen.add(submission.$id));
  }, [queue.data]);
  const settings = useKycSettings();

  return (
    <>
      <PageHeader title={k.queueTitle} />
      <div className="space-y-6">
        <Panel title={k.settingsTitle}>
          {settings.data ? (
            <KycSettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
          ) : (
            <LoadingState />
          )}
        </Panel>
        <section aria-label={k.queueTitle} className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox
              value={search}
              onChange={setSearch}
              label={k.searchLabel}
              className="sm:max-w-md sm:flex-1"
            />
            <SelectField
              label={k.filterStatus}
              size="sm"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">{k.filterAll}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {k.status[value]}
                </option>
              ))}
            </SelectField>
          </div>
          {queue.isPending ? (
            <LoadingState />
          ) : queue.isError ? (
            <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
          ) : submissions.length === 0 ? (
            <EmptyState title={k.queueEmpty} icon={ShieldCheck} />
          ) : (
            <>
              <ul
                className={cn(
                  'divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
                  queue.isPlaceholderData && 'opacity-60',
                )}
              >
                {submissions.map((submission) => (
                  <li key={submission.$id}>
                    <Link
                      to={`/admin/kyc/${submission.$id}`}
                      className="flex items-center gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 dark:hover:bg-slate-800/60"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-medium text-slate-900 dark:text-slate-100">
                          {submission.userName}
                        </p>
                        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                          {submission.userEmail} · {formatDateTime(submission.$createdAt)}
                        </p>
                      </div>
                      <KycStatusBadge status={submission.status} />
                      <span className="sr-only">{k.review}</span>
                      <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
              <LoadMoreButton
                hasNextPage={queue.hasNextPage}
                isFetchingNextPage={queue.isFetchingNextPage}
                fetchNextPage={queue.fetchNextPage}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
