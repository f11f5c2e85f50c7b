import {
  formatDateTime,
  messages,
  type TPositionClose,
  type TTraderPosition,
} from '@copyvest/shared';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { type Column, DataTable } from '@/features/copy-trading/components/data-table';
import { formatBps, formatRatio, signTone } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

const positionColumns: Column<TTraderPosition>[] = [
  { header: t.symbol, cell: (p) => p.symbol },
  { header: t.side, cell: (p) => t.sides[p.side] },
  { header: t.size, cell: (p) => formatBps(p.sizeBps), numeric: true },
  { header: t.openPart, cell: (p) => formatBps(p.openBps), numeric: true },
  { header: t.entry, cell: (p) => p.entryPrice, numeric: true },
  { header: t.lastPrice, cell: (p) => p.lastPrice, numeric: true },
  { header: t.opened, cell: (p) => formatDateTime(p.openedAt) },
];

/** A trader's open positions; `action` adds a last column (the console's Close). */
export function OpenPositionsTable({
  positions,
  action,
}: {
  positions: readonly TTraderPosition[];
  action?: { header: string; cell: (position: TTraderPosition) => ReactNode };
}) {
  if (positions.length === 0) return <EmptyState title={t.noOpenPositions} />;
  return (
    <DataTable
      caption={t.openPositions}
      columns={action ? [...positionColumns, action] : positionColumns}
      rows={positions}
      rowKey={(p) => p.id}
    />
  );
}

const historyColumns: Column<TPositionClose>[] = [
  { header: t.symbol, cell: (c) => c.symbol },
  { header: t.side, cell: (c) => t.sides[c.side] },
  { header: t.closedPart, cell: (c) => formatBps(c.closedBps), numeric: true },
  { header: t.entry, cell: (c) => c.entryPrice, numeric: true },
  { header: t.exit, cell: (c) => c.exitPrice, numeric: true },
  {
    header: t.result,
    cell: (c) => <span className={signTone(c.return)}>{formatRatio(c.return, true)}</span>,
    numeric: true,
  },
  { header: t.closed, cell: (c) => formatDateTime(c.closedAt) },
];

/** A trader's latest closes, newest first. */
export function HistoryTable({ closes }: { closes: readonly TPositionClose[] }) {
  if (closes.length === 0) return <EmptyState title={t.noHistory} />;
  return (
    <DataTable caption={t.history} columns={historyColumns} rows={closes} rowKey={(c) => c.id} />
  );
}
