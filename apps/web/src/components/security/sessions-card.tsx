import { formatDateTime, messages } from '@copyvest/shared';
import type { Models } from 'appwrite';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useEndSession } from './api/use-end-session';
import { useSessions } from './api/use-sessions';
import { useSignOutEverywhere } from './api/use-sign-out-everywhere';
import { clientLabel, deviceIcon } from './describe-client';
import { SecurityCard } from './security-card';

const s = messages.security;

/** The devices signed in to the account: sign one out, or every one at once (after asking). */
export function SessionsCard() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  // This device first, then the others as the server lists them.
  const list = [...(sessions.data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );

  return (
    <SecurityCard
      title={s.sessionsTitle}
      description={s.sessionsText}
      actions={
        list.length > 0 && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            {s.signOutEverywhere}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <div role="status" aria-label={messages.common.loading} className="space-y-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : sessions.isError ? (
        <ErrorState
          title={s.sessionsFailed}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title={s.noSessions} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.map((session) => (
            <SessionRow
              key={session.$id}
              session={session}
              busy={endSession.isPending && endSession.variables?.$id === session.$id}
              disabled={endSession.isPending}
              onSignOut={() => endSession.mutate(session)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={s.signOutEverywhereTitle}
        description={s.signOutEverywhereText}
        confirmLabel={s.signOutEverywhere}
        busy={everywhere.isPending}
        onConfirm={() => everywhere.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </SecurityCard>
  );
}

function SessionRow({
  session,
  busy,
  disabled,
  onSignOut,
}: {
  session: Models.Session;
  busy: boolean;
  disabled: boolean;
  onSignOut: () => void;
}) {
  const label = clientLabel(session);
  const Icon = deviceIcon(session);
  const detailsId = useId();
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
            <span className="break-words">{label}</span>
            {session.current && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                {s.thisDevice}
              </span>
            )}
          </p>
          <dl
            id={detailsId}
            className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
          >
            <div className="flex gap-1">
              <dt>{s.ipAddress}:</dt>
              <dd className="break-all">{session.ip || '—'}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{s.lastUsed}:</dt>
              <dd>
                <time dateTime={session.$updatedAt}>{formatDateTime(session.$updatedAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onSignOut}
        busy={busy}
        disabled={disabled}
        aria-label={session.current ? s.signOutThisDevice : s.signOutSessionOf(label)}
        aria-describedby={detailsId}
        className="self-start sm:self-center"
      >
        {busy ? s.signingOutSession : s.signOutSession}
      </Button>
    </li>
  );
}
