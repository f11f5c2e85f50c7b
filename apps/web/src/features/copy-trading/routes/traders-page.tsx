import { messages, TRADER_SORTS, type TTraderSort } from '@copyvest/shared';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { tradersMeta } from '@/content/traders-meta';
import { usePageMeta } from '@/lib/page-meta';
import { QueryProvider } from '@/app/query-provider';
import { useTraders } from '@/features/copy-trading/api/traders';
import { TraderRow } from '@/features/copy-trading/components/trader-row';

const t = messages.copyPages;

function asSort(value: string | null): TTraderSort {
  return (TRADER_SORTS as readonly string[]).includes(value ?? '')
    ? (value as TTraderSort)
    : 'roi30d';
}

/** `/traders` (public): the ranking of lead traders, sortable; the sort lives in the URL. */
/** Public as well as signed in: the visitor's layout has no query client, so the page brings it. */
export function TradersPage() {
  return (
    <QueryProvider>
      <TradersView />
    </QueryProvider>
  );
}

function TradersView() {
  usePageMeta(tradersMeta);
  const [params, setParams] = useSearchParams();
  const sort = asSort(params.get('sort'));
  const traders = useTraders(sort);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t.tradersTitle}
        description={t.tradersText}
        actions={
          <SelectField
            label={t.sortLabel}
            size="sm"
            value={sort}
            onChange={(event) =>
              setParams(event.target.value === 'roi30d' ? {} : { sort: event.target.value }, {
                replace: true,
              })
            }
          >
            {TRADER_SORTS.map((option) => (
              <option key={option} value={option}>
                {t.sorts[option]}
              </option>
            ))}
          </SelectField>
        }
      />
      {traders.data ? (
        traders.data.length === 0 ? (
          <EmptyState title={t.noTraders} />
        ) : (
          <ol className="space-y-4" aria-busy={traders.isPlaceholderData || undefined}>
            {traders.data.map((trader) => (
              <li key={trader.id}>
                <TraderRow trader={trader} />
              </li>
            ))}
          </ol>
        )
      ) : traders.isError ? (
        <ErrorState
          error={traders.error}
          onRetry={() => void traders.refetch()}
          retrying={traders.isFetching}
        />
      ) : (
        <div role="status" aria-label={messages.common.loading} className="space-y-4">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      )}
    </div>
  );
}
