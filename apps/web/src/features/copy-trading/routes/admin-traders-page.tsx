import { formatMoney, messages, type TTraderSummary } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import {
  useAdminTraders,
  useUpdateTrader,
  useWithdrawTrader,
} from '@/features/copy-trading/api/admin-traders';
import { traderQueryOptions } from '@/features/copy-trading/api/traders';
import { type Column, DataTable } from '@/features/copy-trading/components/data-table';
import { LandingFiguresPanel } from '@/features/copy-trading/components/landing-figures-panel';
import { TraderFormModal } from '@/components/copy-trading/trader-form';
import { formatBps } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** `/admin/traders`: the lead traders (edit, withdraw) and the landing figures' setting. */
export function AdminTradersPage() {
  const traders = useAdminTraders();
  const update = useUpdateTrader();
  const withdraw = useWithdrawTrader();
  const [editing, setEditing] = useState<TTraderSummary | null>(null);
  const [withdrawing, setWithdrawing] = useState<TTraderSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The summaries carry no strategy: the edit form waits for the trader's profile to show it (a
  // blank one is left unchanged by the server, so a failed read cannot wipe it).
  const editingProfile = useQuery({
    ...traderQueryOptions(editing?.id ?? ''),
    enabled: editing !== null,
  });

  const columns: Column<TTraderSummary>[] = [
    {
      header: t.trader,
      cell: (trader) => (
        <Link
          to={`/traders/${encodeURIComponent(trader.id)}`}
          className="rounded font-medium hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500"
        >
          {trader.displayName}
        </Link>
      ),
    },
    { header: t.state, cell: (trader) => (trader.active ? t.activeState : t.withdrawnState) },
    { header: t.risk, cell: (trader) => t.riskOf(trader.riskLevel) },
    {
      header: t.allocationBounds,
      cell: (trader) =>
        t.boundsText(formatMoney(trader.minAllocation), formatMoney(trader.maxAllocation)),
    },
    { header: t.profitShare, cell: (trader) => formatBps(trader.profitShareBps), numeric: true },
    { header: t.followers, cell: (trader) => String(trader.followers), numeric: true },
    {
      header: t.actions,
      cell: (trader) =>
        trader.active && (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${t.edit} ${trader.displayName}`}
              onClick={() => setEditing(trader)}
            >
              {t.edit}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={`${t.withdraw} ${trader.displayName}`}
              onClick={() => {
                setRefusal(null);
                setWithdrawing(trader);
              }}
            >
              {t.withdraw}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t.adminTradersTitle} description={t.adminTradersText} />
      <div className="space-y-6">
        {refusal && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
          >
            {refusal}
          </p>
        )}
        <Panel title={t.adminTradersTitle}>
          {traders.isPending ? (
            <LoadingState />
          ) : traders.isError ? (
            <ErrorState error={traders.error} onRetry={() => void traders.refetch()} />
          ) : traders.data.length === 0 ? (
            <EmptyState title={t.noTraders} />
          ) : (
            <DataTable
              caption={t.adminTradersTitle}
              columns={columns}
              rows={traders.data}
              rowKey={(trader) => trader.id}
            />
          )}
        </Panel>
        <LandingFiguresPanel />
      </div>
      <TraderFormModal
        open={editing !== null && !editingProfile.isPending}
        title={editing ? t.editTraderTitle(editing.displayName) : ''}
        trader={editing ?? undefined}
        strategy={editingProfile.data?.strategy}
        busy={update.isPending}
        onSubmit={(values) =>
          editing &&
          update.run({ traderId: editing.id, ...values }, { onSuccess: () => setEditing(null) })
        }
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        title={withdrawing ? t.withdrawTitle(withdrawing.displayName) : ''}
        description={t.withdrawText}
        confirmLabel={t.withdraw}
        busy={withdraw.isPending}
        onConfirm={() =>
          withdrawing &&
          withdraw.run(
            { traderId: withdrawing.id },
            {
              onSuccess: () => setWithdrawing(null),
              onError: (error) => {
                setWithdrawing(null);
                if (error instanceof ApiError && error.type === 'trader_positions_open')
                  setRefusal(messages.copyTrading.traderPositionsOpen);
              },
            },
          )
        }
        onCancel={() => setWithdrawing(null)}
      />
    </>
  );
}
