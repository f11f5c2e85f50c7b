import { formatDateTime, formatMoney, messages, type TCopySettlement } from '@copyvest/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useCopyDetail } from '@/features/copy-trading/api/copies';
import { type Column, DataTable } from '@/features/copy-trading/components/data-table';
import { formatBps, formatSignedMoney, signTone } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

const columns: Column<TCopySettlement>[] = [
  { header: t.date, cell: (s) => formatDateTime(s.at) },
  { header: t.symbol, cell: (s) => s.symbol },
  { header: t.status, cell: (s) => t.settlementKinds[s.kind] },
  { header: t.closedPart, cell: (s) => formatBps(s.closedBps), numeric: true },
  { header: t.exit, cell: (s) => s.exitPrice, numeric: true },
  {
    header: t.settled,
    numeric: true,
    cell: (s) => (
      <>
        <span className={signTone(s.pnl)}>{formatSignedMoney(s.pnl)}</span>
        {s.capped > 0 && (
          <span className="block text-xs text-amber-700 dark:text-amber-300">
            {t.cappedNote(formatMoney(s.capped))}
          </span>
        )}
      </>
    ),
  },
  { header: t.share, cell: (s) => formatMoney(s.share), numeric: true },
  { header: t.equityAfter, cell: (s) => formatMoney(s.equityAfter), numeric: true },
];

/** A copy's settlements, newest first (read when opened), capped losses said as such. */
export function CopyHistory({ copyId }: { copyId: string }) {
  const detail = useCopyDetail(copyId, true);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError)
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (detail.data.history.length === 0) return <EmptyState title={t.noSettlements} />;
  return (
    <DataTable
      caption={t.settlements}
      columns={columns}
      rows={detail.data.history}
      rowKey={(s) => s.id}
    />
  );
}
