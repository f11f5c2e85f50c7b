import {
  describeTransaction,
  formatDateTime,
  formatMoney,
  formatRate,
  messages,
  type TTransactionActor,
  type TTransactionDetail,
  type TTransactionEvent,
  transactionStatusView,
  withdrawalPayout,
} from '@copyvest/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { StatusBadge } from './status-badge';
import { amountStyles, isCredit } from './transaction-status';

const t = messages.transactionDetail;

/** "by you", "by an administrator", or (for an admin) the person's name and e-mail. */
export function actorText(actor: TTransactionActor): string {
  switch (actor.kind) {
    case 'self':
      return t.by.you;
    case 'admin':
      return actor.name !== undefined && actor.email !== undefined
        ? t.by.person(actor.name, actor.email)
        : t.by.admin;
    case 'owner':
      return t.by.owner(actor.name ?? '', actor.email ?? '');
    case 'unknown':
      return t.by.unknown;
  }
}

/** A history step's status word: the step's own event says whether a failure was a cancellation. */
function stepView(transaction: TTransactionDetail, step: TTransactionEvent) {
  return transactionStatusView({
    ...transaction,
    status: step.status,
    cancelledByOwner: step.event === 'cancelled',
  });
}

/**
 * Every field of one transaction and its status history (created pending, then approved,
 * rejected or cancelled, when and by whom as this viewer may know it), worded by the shared
 * `transactionStatusView`: the amount is signed only when it moved, a rejected or cancelled
 * withdrawal shows no fee. `owner`: the admin's link to the owner.
 */
export function TransactionDetailView({
  transaction,
  owner,
  actions,
}: {
  transaction: TTransactionDetail;
  owner?: ReactNode;
  actions?: ReactNode;
}) {
  const credit = isCredit(transaction.type);
  const view = transactionStatusView(transaction);
  const payout = withdrawalPayout(transaction);
  const isWithdrawal = transaction.kind === 'withdrawal';
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="transaction-detail-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2
              id="transaction-detail-heading"
              className="font-mono text-lg font-semibold break-all text-slate-900 dark:text-white"
            >
              {transaction.transactionId}
            </h2>
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
              {describeTransaction(transaction)}
            </p>
          </div>
          <div className="flex flex-col items-end gap-2">
            <p className={cn('text-xl font-semibold tabular-nums', amountStyles[view.amount.tone])}>
              <span className="sr-only">
                {credit ? t.credit : t.debit}
                {view.state === 'rejected' || view.state === 'cancelled'
                  ? `, ${messages.transactionList.notMoved}`
                  : ''}{' '}
              </span>
              {view.amount.text}
            </p>
            <StatusBadge view={view} />
          </div>
        </div>

        <h3 className="sr-only">{t.details}</h3>
        <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Field label={t.transactionId}>
            <span className="font-mono">{transaction.transactionId}</span>
          </Field>
          <Field label={t.status}>{view.label}</Field>
          {transaction.decisionReason ? (
            <Field label={t.decisionReason} wide>
              {transaction.decisionReason}
            </Field>
          ) : null}
          <Field label={t.type}>{credit ? t.credit : t.debit}</Field>
          <Field label={t.kind}>{t.kinds[transaction.kind]}</Field>
          <Field label={t.amount}>{formatMoney(transaction.amount)}</Field>
          {isWithdrawal && view.showFee && (
            <Field label={t.fee}>{formatMoney(transaction.fee)}</Field>
          )}
          {payout?.state === 'toReceive' && (
            <Field label={t.toReceive}>{formatMoney(payout.cents)}</Field>
          )}
          {payout?.state === 'sent' && <Field label={t.sent}>{formatMoney(payout.cents)}</Field>}
          {payout?.state === 'nothingSent' && <Field label={t.sent}>{t.nothingSent}</Field>}
          <Field label={t.method}>{transaction.crypto}</Field>
          {transaction.cryptoAmount !== undefined && (
            <Field label={t.cryptoAmount}>
              {transaction.quoteRate
                ? t.cryptoAmountValue(transaction.cryptoAmount, formatRate(transaction.quoteRate))
                : transaction.cryptoAmount}
            </Field>
          )}
          {owner && <Field label={t.owner}>{owner}</Field>}
          {transaction.walletAddress !== null && (
            <Field label={t.walletAddress} wide>
              <span className="font-mono text-xs break-all">{transaction.walletAddress}</span>
            </Field>
          )}
          {transaction.txHash !== undefined && (
            <Field label={isWithdrawal ? t.payoutTxHash : t.txHash} wide>
              {transaction.txUrl ? (
                <a
                  href={transaction.txUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.viewOnExplorer(transaction.txHash)}
                  className="font-mono text-xs break-all text-emerald-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
                >
                  {transaction.txHash}
                </a>
              ) : (
                <span className="font-mono text-xs break-all">{transaction.txHash}</span>
              )}
            </Field>
          )}
          <Field label={t.description} wide>
            {describeTransaction(transaction)}
          </Field>
          <Field label={t.recordId} wide>
            <span className="font-mono text-xs break-all">{transaction.$id}</span>
          </Field>
        </dl>
        {actions && (
          <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
            {actions}
          </div>
        )}
      </section>

      <section
        aria-labelledby="transaction-history-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2
          id="transaction-history-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t.history}
        </h2>
        <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5 dark:border-slate-700">
          {transaction.history.map((step) => (
            <li key={`${step.event}-${step.at}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-emerald-500 dark:border-slate-900"
              />
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                {t.event[step.event]}
                <StatusBadge view={stepView(transaction, step)} />
              </p>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                {step.by && <> {actorText(step.by)}</>}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function Field({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
