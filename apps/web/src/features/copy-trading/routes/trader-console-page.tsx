import { messages, type TTraderPosition } from '@copyvest/shared';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import {
  isNotATrader,
  useClosePosition,
  useTraderConsole,
} from '@/features/copy-trading/api/trader-console';
import { ClosePositionDialog } from '@/features/copy-trading/components/close-position-dialog';
import { EquityChart } from '@/components/copy-trading/equity-chart';
import { OpenPositionForm } from '@/features/copy-trading/components/open-position-form';
import { OpenPositionsTable } from '@/features/copy-trading/components/position-tables';
import { StatsList } from '@/features/copy-trading/components/stats-list';
import { TraderProfileForm } from '@/features/copy-trading/components/trader-profile-form';
import { formatIndex } from '@/components/copy-trading/format-stats';

const t = messages.copyPages;

/** `/trader`: the lead trader's console (403 trader_role_required → said plainly). */
export function TraderConsolePage() {
  const desk = useTraderConsole();
  const close = useClosePosition();
  const [closing, setClosing] = useState<TTraderPosition | null>(null);

  return (
    <>
      <PageHeader title={t.consoleTitle} description={t.consoleText} />
      {desk.isPending ? (
        <LoadingState />
      ) : desk.isError ? (
        isNotATrader(desk.error) ? (
          <EmptyState title={t.notATrader} icon={ShieldAlert} />
        ) : (
          <ErrorState
            error={desk.error}
            onRetry={() => void desk.refetch()}
            retrying={desk.isFetching}
          />
        )
      ) : (
        <div className="space-y-6">
          <Panel
            title={t.statistics}
            actions={
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t.index}:{' '}
                <span className="font-semibold text-slate-900 tabular-nums dark:text-white">
                  {formatIndex(desk.data.profile.index)}
                </span>
              </p>
            }
          >
            <StatsList trader={desk.data.profile} />
          </Panel>
          {desk.data.profile.equityCurve.length >= 2 && (
            <Panel title={t.equityCurve}>
              <EquityChart
                points={desk.data.profile.equityCurve}
                label={t.equityCurveLabel(desk.data.profile.displayName)}
              />
            </Panel>
          )}
          <Panel title={t.openPositions}>
            <OpenPositionsTable
              positions={desk.data.profile.openPositions}
              action={{
                header: t.actions,
                cell: (position) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${t.close} ${position.symbol}`}
                    onClick={() => setClosing(position)}
                  >
                    {t.close}
                  </Button>
                ),
              }}
            />
          </Panel>
          <Panel title={t.openPosition}>
            <OpenPositionForm instruments={desk.data.instruments} />
          </Panel>
          <Panel title={t.editProfile}>
            <TraderProfileForm profile={desk.data.profile} />
          </Panel>
        </div>
      )}
      <ClosePositionDialog
        position={closing}
        busy={close.isPending}
        onConfirm={(request) =>
          closing &&
          close.run(
            { positionId: closing.id, ...request },
            { onSuccess: () => setClosing(null), onError: () => setClosing(null) },
          )
        }
        onCancel={() => setClosing(null)}
      />
    </>
  );
}
