import {
  describeTransaction,
  formatDate,
  formatMoney,
  messages,
  type TTransaction,
  transactionStatusView,
} from '@copyvest/shared';
import { ArrowDownLeft, ArrowUpRight, Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/features/admin/components/reason-dialog';
import { TextField } from '@/components/ui/text-field';
import { amountStyles } from '@/components/transactions/transaction-status';
import { transactionKind, useDecideTransaction } from '@/features/admin/api/decide-transaction';
import { ApproveDialog } from '@/features/admin/components/approve-dialog';
import { Badge } from '@/features/admin/components/badge';
import { TransactionStatusBadge } from '@/features/admin/components/transaction-status-badge';
import { cn } from '@/lib/cn';

const t = messages.admin;

/**
 * One transaction for an admin: owner link, amount, type, status (the shared words: Pending
 * review, Approved, Rejected with the reason, Cancelled), date, crypto, and for a withdrawal the
 * wallet address and fee (none once rejected or cancelled). A pending one offers Approve and
 * Reject, both asking first (Approve shows user, amount, method and address), a pending
 * withdrawal also an optional payout hash sent with the approval (decision 042); any other shows
 * the spec's "Already Approved" beside its real status word, and no actions.
 */
export function TransactionRow({
  transaction,
  showUser = true,
  headingLevel = 2,
}: {
  transaction: TTransaction;
  showUser?: boolean;
  /** 2 when the list sits under the page's h1, 3 inside a titled section. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const decide = useDecideTransaction();
  const [confirmReject, setConfirmReject] = useState(false);
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [payoutHash, setPayoutHash] = useState('');
  const [rejectReason, setRejectReason] = useState('');
  const credit = transaction.type === 'credit';
  const view = transactionStatusView(transaction);
  const kind = transactionKind(transaction);
  const amount = formatMoney(transaction.amount);
  const idId = `transaction-${transaction.$id}`;
  const busyWith = decide.isPending ? decide.variables.decision : null;
  const isWithdrawal = transaction.kind === 'withdrawal' || transaction.walletAddress !== null;

  return (
    <article
      aria-labelledby={idId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 gap-3">
          <span
            className={cn(
              'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
              credit
                ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300'
                : 'bg-red-50 text-red-700 dark:bg-red-900/40 dark:text-red-300',
            )}
          >
            {credit ? (
              <ArrowDownLeft className="size-4" aria-hidden="true" />
            ) : (
              <ArrowUpRight className="size-4" aria-hidden="true" />
            )}
          </span>
          <div className="min-w-0">
            <Heading
              id={idId}
              className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white"
            >
              {transaction.transactionId}
            </Heading>
            <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">
              {describeTransaction(transaction)}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <TransactionStatusBadge transaction={transaction} />
              <Badge tone={credit ? 'info' : 'neutral'}>{credit ? t.credit : t.debit}</Badge>
            </div>
            {view.detail !== view.label && (
              <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                {view.detail}
              </p>
            )}
          </div>
        </div>
        <p
          className={cn(
            'text-lg font-semibold whitespace-nowrap md:text-right',
            amountStyles[view.amount.tone],
          )}
        >
          {amount}
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Detail label={t.date}>
          <time dateTime={transaction.$createdAt}>{formatDate(transaction.$createdAt)}</time>
        </Detail>
        <Detail label={t.crypto}>{transaction.crypto}</Detail>
        {showUser && (
          <Detail label={t.user}>
            <Link
              to={`/admin/users/${encodeURIComponent(transaction.userId)}`}
              className="font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
            >
              {transaction.owner?.name ?? t.userLink(transaction.userId.slice(0, 8))}
            </Link>
          </Detail>
        )}
        {isWithdrawal && view.showFee && (
          <Detail label={t.fee}>{formatMoney(transaction.fee)}</Detail>
        )}
        {isWithdrawal && transaction.walletAddress && (
          <Detail label={t.walletAddress} wide>
            <span className="font-mono text-xs break-all">{transaction.walletAddress}</span>
          </Detail>
        )}
        {transaction.cryptoAmount && (
          <Detail label={messages.transactionDetail.cryptoAmount}>
            <span className="font-mono text-xs">{transaction.cryptoAmount}</span>
          </Detail>
        )}
        {transaction.txHash && (
          <Detail label={t.txHash} wide>
            <span className="font-mono text-xs break-all">{transaction.txHash}</span>
          </Detail>
        )}
      </dl>

      <div className="mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Link
          to={`/admin/transactions/${encodeURIComponent(transaction.$id)}`}
          aria-label={messages.transactionDetail.viewDetailsOf(transaction.transactionId)}
          className="mr-auto inline-flex min-h-9 items-center rounded px-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
        >
          {messages.transactionDetail.viewDetails}
        </Link>
        {transaction.status === 'pending' ? (
          <>
            {isWithdrawal && (
              <TextField
                label={messages.networks.payoutHashFieldFor(transaction.transactionId)}
                value={payoutHash}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setPayoutHash(event.target.value)}
                className="w-full text-sm sm:w-auto sm:flex-1"
              />
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirmReject(true)}
              disabled={decide.isPending}
              busy={busyWith === 'reject'}
              aria-describedby={idId}
              className="text-red-700 dark:text-red-400"
            >
              <X className="size-4" aria-hidden="true" />
              {t.reject}
            </Button>
            <Button
              size="sm"
              onClick={() => setConfirmApprove(true)}
              disabled={decide.isPending}
              busy={busyWith === 'approve'}
              aria-describedby={idId}
            >
              <Check className="size-4" aria-hidden="true" />
              {t.approve}
            </Button>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            {messages.ui.alreadyApproved}
            <TransactionStatusBadge transaction={transaction} />
          </p>
        )}
      </div>

      <ApproveDialog
        open={confirmApprove}
        transaction={transaction}
        kind={kind}
        payoutHash={isWithdrawal ? payoutHash.trim() : undefined}
        busy={busyWith === 'approve'}
        onCancel={() => setConfirmApprove(false)}
        onConfirm={() =>
          decide.mutate(
            {
              id: transaction.$id,
              decision: 'approve',
              ...(isWithdrawal && payoutHash.trim() ? { txHash: payoutHash.trim() } : {}),
            },
            { onSettled: () => setConfirmApprove(false) },
          )
        }
      />
      <ReasonDialog
        open={confirmReject}
        title={t.rejectTitle}
        description={t.rejectText(kind, amount)}
        label={t.rejectReason}
        confirmLabel={t.reject}
        reason={rejectReason}
        onReasonChange={setRejectReason}
        busy={busyWith === 'reject'}
        onCancel={() => setConfirmReject(false)}
        onConfirm={() =>
          decide.mutate(
            { id: transaction.$id, decision: 'reject', reason: rejectReason.trim() || undefined },
            { onSettled: () => setConfirmReject(false) },
          )
        }
      />
    </article>
  );
}

function Detail({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
