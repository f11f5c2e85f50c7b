import {
  formatDate,
  formatDateTime,
  formatMoney,
  messages,
  type TBooks,
  type TPlatformAccount,
  type TReconciliation,
} from '@copyvest/shared';
import { AlertTriangle, CheckCircle2, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { labelStyles } from '@/components/ui/field-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { useBooks } from '@/features/admin/api/get-books';
import { Badge } from '@/features/admin/components/badge';
import { cn } from '@/lib/cn';

const t = messages.books;

/** The accounts shown as cards (the bonus memo is not money), in this order. */
const CARD_ACCOUNTS: readonly TPlatformAccount[] = [
  'deposits_received',
  'withdrawals_paid',
  'withdrawal_fees_earned',
  'capital_in_trades',
  'profit_paid',
  'referral_bonuses_paid',
  'admin_adjustments',
  'copy_trading_results',
  'referral_commissions',
];

/**
 * Accounts whose money normally leaves them (debits): their balance is negative as money goes to
 * users, so the cards show it turned round (what was received, paid, granted).
 */
const OUTGOING: ReadonlySet<TPlatformAccount> = new Set([
  'deposits_received',
  'profit_paid',
  'referral_bonuses_paid',
  'admin_adjustments',
  'bonuses_granted',
  // Copies' gains are paid from it, their losses come back to it: shown as what it paid, net.
  'copy_trading_results',
  // Multi-level referral commissions (decision 055): paid out to referrers.
  'referral_commissions',
]);

type Series = keyof typeof t.dailySeries;
const SERIES = Object.keys(t.dailySeries) as Series[];

const linkClass =
  'font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400';

/** /admin/books: the platform's double-entry books (decision 037). */
export function AdminBooksPage() {
  const books = useBooks();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {books.isPending ? (
        <LoadingState />
      ) : books.isError ? (
        <ErrorState error={books.error} onRetry={() => void books.refetch()} />
      ) : (
        <div className="space-y-8">
          <AccountCards books={books.data} />
          <UserTotals users={books.data.users} />
          {books.data.selfDecisions > 0 && (
            <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200">
              <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
              {t.selfDecisions(books.data.selfDecisions)}
            </p>
          )}
          <DailyChart daily={books.data.daily} />
          <PendingTransfers pending={books.data.pending} />
          <Reconciliations runs={books.data.reconciliations} />
        </div>
      )}
    </>
  );
}

function AccountCards({ books }: { books: TBooks }) {
  const byCode = new Map(books.accounts.map((a) => [a.account, a]));
  return (
    <section aria-labelledby="books-accounts">
      <h2 id="books-accounts" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t.accountsTitle}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARD_ACCOUNTS.map((code) => {
          const account = byCode.get(code) ?? {
            posted: 0,
            pendingDebits: 0,
            pendingCredits: 0,
          };
          const outgoing = OUTGOING.has(code);
          // `|| 0` keeps a turned-round zero from showing as -$0.00.
          const shown = (outgoing ? -account.posted : account.posted) || 0;
          const pending = outgoing ? account.pendingDebits : account.pendingCredits;
          const back = outgoing ? account.pendingCredits : account.pendingDebits;
          const hints = [
            pending > 0 ? t.pending(formatMoney(pending)) : null,
            back > 0 ? t.pendingBack(formatMoney(back)) : null,
          ].filter((hint) => hint !== null);
          return (
            <StatCard
              key={code}
              label={t.accounts[code]}
              value={formatMoney(shown)}
              hint={hints.length > 0 ? hints.join(' · ') : undefined}
            />
          );
        })}
      </dl>
    </section>
  );
}

function UserTotals({ users }: { users: TBooks['users'] }) {
  return (
    <section aria-labelledby="books-users">
      <h2 id="books-users" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t.usersTitle}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={t.usersBalance} value={formatMoney(users.balance)} />
        <StatCard label={t.usersProfit} value={formatMoney(users.profit)} />
        <StatCard label={t.usersHeld} value={formatMoney(users.held)} />
        <StatCard label={t.usersBonus} value={formatMoney(users.bonus)} />
        <StatCard label={t.usersInCopies} value={formatMoney(users.inCopies)} />
      </dl>
    </section>
  );
}

/** A bar per day for one chosen series (SVG), and every series as a table under a disclosure. */
function DailyChart({ daily }: { daily: TBooks['daily'] }) {
  const [series, setSeries] = useState<Series>('deposits');
  const selectId = useId();
  const empty = daily.every((day) => SERIES.every((s) => day[s] === 0));
  const values = daily.map((day) => day[series]);
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const width = 600;
  const height = 160;
  const slot = daily.length > 0 ? width / daily.length : width;
  return (
    <Panel title={t.dailyTitle}>
      {empty ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.dailyEmpty}</p>
      ) : (
        <>
          <div className="mb-3 max-w-xs">
            <label htmlFor={selectId} className={labelStyles}>
              {t.chartSeries}
            </label>
            <Select
              id={selectId}
              value={series}
              onChange={(event) => setSeries(event.target.value as Series)}
            >
              {SERIES.map((s) => (
                <option key={s} value={s}>
                  {t.dailySeries[s]}
                </option>
              ))}
            </Select>
          </div>
          <svg
            role="img"
            aria-label={t.chartLabel(t.dailySeries[series])}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="h-40 w-full text-emerald-600 dark:text-emerald-400"
          >
            <line
              x1={0}
              x2={width}
              y1={height - 0.5}
              y2={height - 0.5}
              className="stroke-slate-300 dark:stroke-slate-700"
            />
            {daily.map((day, index) => {
              const barHeight = (Math.abs(day[series]) / max) * (height - 4);
              return (
                <rect
                  key={day.day}
                  x={index * slot + slot * 0.15}
                  width={slot * 0.7}
                  y={height - barHeight}
                  height={barHeight}
                  fill="currentColor"
                >
                  <title>{`${formatDate(`${day.day}T12:00:00Z`)}: ${formatMoney(day[series])}`}</title>
                </rect>
              );
            })}
          </svg>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400">
              {t.showTable}
            </summary>
            <div
              className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-500"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls sideways: keyboard users focus it to scroll (its section already names it)
              tabIndex={0}
            >
              <table className="w-full text-right text-sm tabular-nums">
                <caption className="sr-only">{t.dailyTitle}</caption>
                <thead className="text-xs text-slate-500 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-1 pr-3 text-left font-medium">
                      {t.dailyDay}
                    </th>
                    {SERIES.map((s) => (
                      <th key={s} scope="col" className="px-2 py-1 font-medium">
                        {t.dailySeries[s]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="text-slate-800 dark:text-slate-200">
                  {daily.map((day) => (
                    <tr key={day.day} className="border-t border-slate-100 dark:border-slate-800">
                      <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                        <time dateTime={day.day}>{formatDate(`${day.day}T12:00:00Z`)}</time>
                      </th>
                      {SERIES.map((s) => (
                        <td key={s} className="px-2 py-1 whitespace-nowrap">
                          {formatMoney(day[s])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Panel>
  );
}

/** `platform:<code>` or `user:<id>:<figure>` in words; a user's account links to their page. */
function AccountName({ name }: { name: string }) {
  const [kind, id = '', figure = ''] = name.split(':');
  if (kind === 'platform' && id in t.accounts) return <>{t.accounts[id as TPlatformAccount]}</>;
  if (kind === 'user') {
    return (
      <Link to={`/admin/users/${encodeURIComponent(id)}`} className={cn(linkClass, 'break-all')}>
        {t.userAccount(id, figure)}
      </Link>
    );
  }
  return <>{name}</>;
}

function PendingTransfers({ pending }: { pending: TBooks['pending'] }) {
  return (
    <Panel title={t.pendingTitle}>
      {pending.length === 0 ? (
        <EmptyState title={t.pendingEmpty} />
      ) : (
        <div
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-500"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls sideways: keyboard users focus it to scroll (its section already names it)
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t.pendingTitle}</caption>
            <thead className="text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.created}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.pendingFrom}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.pendingTo}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t.amount}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.reason}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.reference}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800 dark:text-slate-200">
              {pending.map((transfer) => (
                <tr key={transfer.id} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3">
                    <AccountName name={transfer.debitAccount} />
                  </td>
                  <td className="py-2 pr-3">
                    <AccountName name={transfer.creditAccount} />
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(transfer.amount)}
                  </td>
                  <td className="py-2 pr-3">{transfer.reason}</td>
                  <td className="py-2 font-mono text-xs break-all">{transfer.reference ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function Reconciliations({ runs }: { runs: TReconciliation[] }) {
  return (
    <Panel title={t.reconciliationsTitle}>
      {runs.length === 0 ? (
        <EmptyState title={t.reconciliationsEmpty} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {runs.map((run) => (
            <ReconciliationRow key={run.id} run={run} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ReconciliationRow({ run }: { run: TReconciliation }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <time dateTime={run.finishedAt} className="text-slate-800 dark:text-slate-200">
          {formatDateTime(run.finishedAt)}
        </time>
        {run.ok ? (
          <Badge tone="success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t.reconciled}
          </Badge>
        ) : (
          <Badge tone="danger">
            <AlertTriangle className="size-3.5" aria-hidden="true" />
            {t.notReconciled(run.anomalies.length)}
          </Badge>
        )}
        {run.anomalies.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-1 rounded font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
          >
            {open ? t.hideAnomalies : t.showAnomalies}
            <ChevronDown
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        )}
      </div>
      {run.anomalies.length > 0 && (
        <ul id={listId} hidden={!open} className="mt-2 space-y-1 text-sm">
          {run.anomalies.map((anomaly, index) => (
            <li key={index} className="break-words text-slate-700 dark:text-slate-300">
              <span className="font-medium">{t.anomalies[anomaly.kind]}</span>
              {' — '}
              {t.anomalyDetail(
                anomaly.subject,
                formatMoney(anomaly.expected),
                formatMoney(anomaly.found),
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
