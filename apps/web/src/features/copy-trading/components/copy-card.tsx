import { formatMoney, messages, type TCopy, type TCopyMirror } from '@copyvest/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useDashboard } from '@/lib/queries/dashboard';
import { useAddCopyFunds, useSetCopyPaused, useStopCopy } from '@/features/copy-trading/api/copies';
import { AmountDialog } from '@/features/copy-trading/components/amount-dialog';
import { CopyHistory } from '@/features/copy-trading/components/copy-history';
import { type Column, DataTable } from '@/features/copy-trading/components/data-table';
import { StopCopyDialog } from '@/features/copy-trading/components/stop-copy-dialog';
import { formatBps, formatSignedMoney, signTone } from '@/components/copy-trading/format-stats';
import { readCopyAmount } from '@/features/copy-trading/utils/read-allocation';

const t = messages.copyPages;

const statusTones: Record<TCopy['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  paused: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  stopping: 'bg-sky-50 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const mirrorColumns: Column<TCopyMirror>[] = [
  { header: t.symbol, cell: (m) => m.symbol },
  { header: t.side, cell: (m) => t.sides[m.side] },
  { header: t.size, cell: (m) => formatBps(m.sizeBps), numeric: true },
  { header: t.equity, cell: (m) => formatMoney(m.equityAtOpen), numeric: true },
  { header: t.entry, cell: (m) => m.entryPrice, numeric: true },
  { header: t.lastPrice, cell: (m) => m.lastPrice, numeric: true },
  {
    header: t.openPnl,
    cell: (m) => <span className={signTone(m.openPnl)}>{formatSignedMoney(m.openPnl)}</span>,
    numeric: true,
  },
];

/** One copy: its figures, mirrored positions, history and actions. */
export function CopyCard({ copy }: { copy: TCopy }) {
  const titleId = useId();
  const [showHistory, setShowHistory] = useState(false);
  const [dialog, setDialog] = useState<'funds' | 'stop' | null>(null);
  const running = copy.status === 'active' || copy.status === 'paused';
  const openMirrors = copy.mirrors.filter((m) => m.status === 'open');
  const setPaused = useSetCopyPaused();
  const addFunds = useAddCopyFunds();
  const stop = useStopCopy();
  const dashboard = useDashboard();
  const available = dashboard.data?.availableBalance;

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            <Link
              to={`/traders/${encodeURIComponent(copy.traderId)}`}
              className="rounded hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:text-emerald-400"
            >
              {copy.traderName}
            </Link>
          </h2>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              statusTones[copy.status],
            )}
          >
            {t.statuses[copy.status]}
          </span>
        </div>
        {running && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              busy={setPaused.isPending}
              onClick={() => setPaused.run({ copyId: copy.id, paused: copy.status === 'active' })}
            >
              {copy.status === 'active' ? t.pause : t.resume}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setDialog('funds')}>
              {t.addFunds}
            </Button>
            <Button variant="danger" size="sm" onClick={() => setDialog('stop')}>
              {t.stop}
            </Button>
          </div>
        )}
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={t.invested} value={formatMoney(copy.invested)} />
        <Figure label={t.equity} value={formatMoney(copy.equity)} />
        <Figure
          label={t.realized}
          value={formatSignedMoney(copy.realized)}
          tone={signTone(copy.realized)}
        />
        <Figure
          label={t.openPnl}
          value={formatSignedMoney(copy.openPnl)}
          tone={signTone(copy.openPnl)}
        />
        <Figure label={t.sharesPaid} value={formatMoney(copy.sharesPaid)} />
        {copy.returned !== null && <Figure label={t.returned} value={formatMoney(copy.returned)} />}
      </dl>
      <h3 className="mt-6 mb-2 font-medium text-slate-900 dark:text-white">{t.mirrors}</h3>
      {openMirrors.length === 0 ? (
        <EmptyState title={t.noMirrors} className="py-6" />
      ) : (
        <DataTable
          caption={`${t.mirrors}: ${copy.traderName}`}
          columns={mirrorColumns}
          rows={openMirrors}
          rowKey={(m) => m.id}
        />
      )}
      <div className="mt-4">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {showHistory ? t.hideHistory : t.showHistory}
        </Button>
        {showHistory && (
          <div className="mt-3">
            <CopyHistory copyId={copy.id} />
          </div>
        )}
      </div>
      <AmountDialog
        open={dialog === 'funds'}
        title={t.addFundsTitle(copy.traderName)}
        description={t.copyDialogText}
        label={messages.money.amountLabel}
        hint={messages.money.availableBalance(
          available === undefined ? t.none : formatMoney(available),
        )}
        read={(text) => readCopyAmount(text, { available })}
        confirmTitle={t.addFunds}
        confirmText={(cents) =>
          t.addFundsConfirmText(
            formatMoney(cents),
            available === undefined ? t.none : formatMoney(available - cents),
          )
        }
        confirmLabel={t.addFunds}
        busy={addFunds.isPending}
        onConfirm={(amount) =>
          addFunds.run({ copyId: copy.id, amount }, { onSuccess: () => setDialog(null) })
        }
        onClose={() => setDialog(null)}
      />
      <StopCopyDialog
        open={dialog === 'stop'}
        traderName={copy.traderName}
        hasOpenMirrors={openMirrors.length > 0}
        busy={stop.isPending}
        onConfirm={(closeNow) =>
          stop.run({ copyId: copy.id, closeNow }, { onSuccess: () => setDialog(null) })
        }
        onCancel={() => setDialog(null)}
      />
    </article>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={cn('font-semibold text-slate-900 tabular-nums dark:text-white', tone)}>
        {value}
      </dd>
    </div>
  );
}
