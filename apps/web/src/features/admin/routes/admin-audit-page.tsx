import { formatDateTime, messages, type TAuditEntry } from '@copyvest/shared';
import { Filter } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useAudit } from '@/features/admin/api/get-audit';
import { useAdminUsers } from '@/lib/queries/admin-users';
import { Badge } from '@/features/admin/components/badge';
import { describeAction, describeChange } from '@/features/admin/utils/audit-change';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

const t = messages.admin;

/** /admin/audit: every admin action, newest first; `?actorId=` and `?targetId=` filter. */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const actorId = params.get('actorId') ?? '';
  const targetParam = params.get('targetId') ?? '';
  const [targetInput, setTargetInput] = useState(targetParam);
  const [seenTarget, setSeenTarget] = useState(targetParam);
  const targetId = useDebouncedValue(targetInput.trim());
  const admins = useAdminUsers();
  const audit = useAudit({ actorId, targetId });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const actorSelectId = useId();
  const targetFieldId = useId();

  // A link (e.g. "View audit log" on a user's page) changes the URL: follow it.
  if (seenTarget !== targetParam) {
    setSeenTarget(targetParam);
    setTargetInput(targetParam);
  }

  function setFilter(next: { actorId?: string; targetId?: string }) {
    const merged = { actorId, targetId: targetInput.trim(), ...next };
    const search: Record<string, string> = {};
    if (merged.actorId) search.actorId = merged.actorId;
    if (merged.targetId) search.targetId = merged.targetId;
    setParams(search, { replace: true });
  }

  // Admins from the user list, plus any actor seen in the log or named in the URL.
  const actorNames = new Map<string, string>();
  for (const admin of admins.data ?? []) actorNames.set(admin.$id, admin.name);
  for (const entry of entries) {
    if (!actorNames.has(entry.actorId)) {
      actorNames.set(entry.actorId, entry.actorName ?? t.auditUnknownAdmin);
    }
  }
  if (actorId && !actorNames.has(actorId)) actorNames.set(actorId, actorId);
  const actorOptions = [...actorNames].sort((a, b) => a[1].localeCompare(b[1]));

  return (
    <>
      <PageHeader title={messages.nav.auditLog} description={messages.pages.adminAuditText} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={actorSelectId} className={labelStyles}>
            {t.auditFilterAdmin}
          </label>
          <Select
            id={actorSelectId}
            value={actorId}
            onChange={(event) => setFilter({ actorId: event.target.value })}
          >
            <option value="">{t.auditAllAdmins}</option>
            {actorOptions.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={targetFieldId} className={labelStyles}>
            {t.auditTargetId}
          </label>
          <input
            id={targetFieldId}
            type="search"
            value={targetInput}
            onChange={(event) => setTargetInput(event.target.value)}
            onBlur={() => setFilter({})}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setFilter({});
            }}
            placeholder={t.auditTargetPlaceholder}
            autoComplete="off"
            spellCheck={false}
            className={inputStyles(false)}
          />
        </div>
        <Button
          variant="secondary"
          className="h-11"
          disabled={!actorId && !targetInput}
          onClick={() => {
            setTargetInput('');
            setParams({}, { replace: true });
          }}
        >
          {t.clearFilters}
        </Button>
      </div>

      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError && entries.length === 0 ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={t.auditEmpty} />
      ) : (
        <>
          <ul className={cn('space-y-3', audit.isPlaceholderData && 'opacity-60')}>
            {entries.map((entry) => (
              <li key={entry.$id}>
                <AuditRow
                  entry={entry}
                  onFilterTarget={(id) => {
                    setTargetInput(id);
                    setFilter({ targetId: id });
                  }}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            className="mt-4"
            hasNextPage={audit.hasNextPage}
            isFetchingNextPage={audit.isFetchingNextPage}
            fetchNextPage={audit.fetchNextPage}
          />
        </>
      )}
    </>
  );
}

function AuditRow({
  entry,
  onFilterTarget,
}: {
  entry: TAuditEntry;
  onFilterTarget: (id: string) => void;
}) {
  const changes = describeChange(entry.before, entry.after, entry.userNames);
  const targetWords = messages.audit.targetTypes[entry.targetType] ?? entry.targetType;
  const targetName =
    entry.targetType === 'transaction' && entry.targetName
      ? messages.audit.transactionOf(entry.targetName)
      : entry.targetName;
  const linkClass =
    'font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400';
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[9rem_10rem_12rem_1fr]">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t.auditTime}</dt>
          <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
            <time dateTime={entry.$createdAt}>{formatDateTime(entry.$createdAt)}</time>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t.auditBy}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-1.5 break-words text-slate-900 dark:text-slate-100">
            <Link to={`/admin/users/${encodeURIComponent(entry.actorId)}`} className={linkClass}>
              {entry.actorName || t.auditUnknownActor}
            </Link>
            <Badge tone={entry.actorRole === 'admin' ? 'info' : 'neutral'}>
              {messages.audit.roles[entry.actorRole]}
            </Badge>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t.auditAction}</dt>
          <dd className="mt-0.5">
            <Badge tone="neutral">{describeAction(entry.action)}</Badge>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t.auditTarget}</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-1.5 text-slate-900 dark:text-slate-100">
            <span className="text-slate-600 dark:text-slate-400">{targetWords}</span>
            {entry.targetType === 'user' || entry.targetType === 'transaction' ? (
              <Link
                to={`/admin/${entry.targetType === 'user' ? 'users' : 'transactions'}/${encodeURIComponent(entry.targetId)}`}
                title={entry.targetId}
                className={cn(linkClass, !targetName && 'font-mono text-xs break-all')}
              >
                {targetName ?? entry.targetId}
              </Link>
            ) : (
              <span
                title={entry.targetId}
                className={cn(!targetName && 'font-mono text-xs break-all')}
              >
                {targetName ?? entry.targetId}
              </span>
            )}
            <button
              type="button"
              onClick={() => onFilterTarget(entry.targetId)}
              aria-label={t.auditFilterByTarget(entry.targetId)}
              title={t.auditFilterByTarget(entry.targetId)}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <Filter className="size-3.5" aria-hidden="true" />
            </button>
          </dd>
        </div>
      </dl>
      {changes.length > 0 && (
        <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
          <p className="sr-only">{t.auditChange}</p>
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {changes.map((line) => (
              <li key={line.field} className="break-words">
                {line.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
