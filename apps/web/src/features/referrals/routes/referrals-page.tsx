import { messages } from '@copyvest/shared';
import { UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useCommissions, useReferralTree } from '@/features/referrals/api/get-commissions';
import { useReferrals } from '@/features/referrals/api/get-referrals';
import { CommissionLog } from '@/features/referrals/components/commission-log';
import { ReferralTreeView } from '@/features/referrals/components/referral-tree';
import { ReferralLink } from '@/features/referrals/components/referral-link';
import { ReferralList } from '@/features/referrals/components/referral-list';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useAccount } from '@/lib/session/use-account';

const r = messages.referral;

export function ReferralsPage() {
  const { user } = useAccount();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const all = useReferrals('');
  const list = useReferrals(debounced);
  const referrals = list.data?.pages.flatMap((page) => page.referrals) ?? [];
  const tree = useReferralTree();
  const commissions = useCommissions();

  return (
    <>
      <PageHeader title={messages.nav.referrals} description={messages.pages.referralsText} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <ReferralLink referralId={user.referralId} />
        </div>
        <dl>
          <StatCard
            label={r.totalReferrals}
            icon={UsersRound}
            value={all.data ? (all.data.pages[0]?.total ?? 0) : <Skeleton className="h-8 w-12" />}
          />
        </dl>
      </div>
      <section aria-labelledby="referral-tree-title" className="mt-8 space-y-3">
        <h2
          id="referral-tree-title"
          className="text-lg font-semibold text-slate-900 dark:text-slate-100"
        >
          {r.treeTitle}
        </h2>
        {tree.data ? (
          <ReferralTreeView tree={tree.data} />
        ) : tree.isError ? (
          <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
        ) : (
          <Skeleton className="h-40" />
        )}
      </section>
      <section aria-labelledby="commissions-title" className="mt-8 space-y-3">
        <h2
          id="commissions-title"
          className="text-lg font-semibold text-slate-900 dark:text-slate-100"
        >
          {r.commissionsTitle}
        </h2>
        {commissions.data ? (
          commissions.data.commissions.length === 0 ? (
            <EmptyState title={r.commissionsEmpty} icon={UsersRound} />
          ) : (
            <CommissionLog commissions={commissions.data.commissions} />
          )
        ) : commissions.isError ? (
          <ErrorState
            error={commissions.error}
            title={r.commissionsLoadFailed}
            onRetry={() => void commissions.refetch()}
          />
        ) : (
          <Skeleton className="h-24" />
        )}
      </section>
      <section aria-label={messages.nav.referrals} className="mt-8 space-y-4">
        <SearchBox value={search} onChange={setSearch} label={r.searchLabel} className="max-w-md" />
        {list.data ? (
          referrals.length === 0 ? (
            <EmptyState title={debounced ? r.noMatches : r.none} icon={UsersRound} />
          ) : (
            <div className={cn('space-y-4', list.isPlaceholderData && 'opacity-60')}>
              <ReferralList referrals={referrals} linkToAdmin={user.isAdmin} />
              <div className="flex flex-col items-center gap-3">
                <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                  {messages.money.showing(referrals.length, list.data.pages[0]?.total ?? 0)}
                </p>
                {list.isFetchNextPageError && (
                  <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                    {errorMessage(list.error)}
                  </p>
                )}
                <LoadMoreButton
                  hasNextPage={list.hasNextPage}
                  isFetchingNextPage={list.isFetchingNextPage}
                  fetchNextPage={list.fetchNextPage}
                />
              </div>
            </div>
          )
        ) : list.isError ? (
          <ErrorState
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <div
            role="status"
            aria-label={messages.common.loading}
            className="grid gap-3 lg:grid-cols-2"
          >
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )}
      </section>
    </>
  );
}
