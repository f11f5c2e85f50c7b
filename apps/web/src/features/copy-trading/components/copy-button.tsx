import { formatMoney, messages, type TTraderSummary } from '@copyvest/shared';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { useDashboard } from '@/lib/queries/dashboard';
import { useSession } from '@/lib/session/use-session';
import { useStartCopy } from '@/features/copy-trading/api/copies';
import { AmountDialog } from '@/features/copy-trading/components/amount-dialog';
import { formatBps } from '@/components/copy-trading/format-stats';
import { readCopyAmount } from '@/features/copy-trading/utils/read-allocation';

const t = messages.copyPages;

/**
 * The profile's Copy button: signed out, a way to sign in and come back; signed in, the dialog;
 * on the trader's own profile, why there is none.
 */
export function CopyButton({ trader }: { trader: TTraderSummary }) {
  const session = useSession();
  const location = useLocation();
  // Until the session answers, a disabled button: neither a sign-in link nor the dialog yet.
  if (!session.user && session.status === 'pending') {
    return <Button disabled>{t.copyTrader(trader.displayName)}</Button>;
  }
  if (!session.user) {
    return (
      <Link
        to="/login"
        state={{ from: location.pathname + location.search }}
        className={buttonStyles()}
      >
        {t.signInToCopy}
      </Link>
    );
  }
  // A lead trader's own profile (their trader id is their user id): the server refuses a self copy.
  if (session.user.$id === trader.id) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{messages.copyTrading.copySelf}</p>
    );
  }
  return <CopyAction trader={trader} />;
}

function CopyAction({ trader }: { trader: TTraderSummary }) {
  const [open, setOpen] = useState(false);
  const dashboard = useDashboard();
  const startCopy = useStartCopy();
  const navigate = useNavigate();
  const available = dashboard.data?.availableBalance;
  const bounds = { min: trader.minAllocation, max: trader.maxAllocation };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Copy className="size-4" aria-hidden="true" />
        {t.copyTrader(trader.displayName)}
      </Button>
      <AmountDialog
        open={open}
        title={t.copyDialogTitle(trader.displayName)}
        description={t.copyDialogText}
        label={t.allocation}
        hint={t.allocationHint(
          formatMoney(bounds.min),
          formatMoney(bounds.max),
          available === undefined ? t.none : formatMoney(available),
        )}
        read={(text) => readCopyAmount(text, { bounds, available })}
        confirmTitle={t.confirmCopyTitle}
        confirmText={(cents) =>
          t.confirmCopyText(
            formatMoney(cents),
            trader.displayName,
            formatBps(trader.profitShareBps),
            available === undefined ? t.none : formatMoney(available - cents),
          )
        }
        confirmLabel={t.confirmCopy}
        busy={startCopy.isPending}
        onConfirm={(amount) =>
          startCopy.run(
            { traderId: trader.id, amount },
            {
              onSuccess: () => {
                setOpen(false);
                void navigate('/copying');
              },
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
