import { messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCopies } from '@/features/copy-trading/api/copies';
import { CopyCard } from '@/features/copy-trading/components/copy-card';

const t = messages.copyPages;

/**
 * `/copying`: the user's copies, running first. Live: a copy notification arriving over realtime
 * makes the list stale (lib/realtime), so mirrored positions and equity refresh by themselves.
 */
export function CopyingPage() {
  const copies = useCopies();
  return (
    <>
      <PageHeader
        title={t.copyingTitle}
        description={t.copyingText}
        actions={
          <Link to="/traders" className={buttonStyles({ variant: 'secondary' })}>
            {t.browseTraders}
          </Link>
        }
      />
      {copies.data ? (
        copies.data.length === 0 ? (
          <EmptyState title={t.noCopies}>
            <Link to="/traders" className={buttonStyles()}>
              {t.browseTraders}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t.liveHint}</p>
            <ul className="space-y-6">
              {copies.data.map((copy) => (
                <li key={copy.id}>
                  <CopyCard copy={copy} />
                </li>
              ))}
            </ul>
          </>
        )
      ) : copies.isError ? (
        <ErrorState
          error={copies.error}
          onRetry={() => void copies.refetch()}
          retrying={copies.isFetching}
        />
      ) : (
        <div role="status" aria-label={messages.common.loading} className="space-y-6">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      )}
    </>
  );
}
