import { formatMoney, messages, type TUser } from '@copyvest/shared';
import { Clock, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * What an inactive account sees instead of its dashboard: a new account waits for activation
 * (the spec's notice); a suspended one (deactivated after it was active) is told so, with the
 * admin's reason and its balances, read-only, and a way to ask support.
 */
export function InactiveNotice({ user }: { user?: TUser | null }) {
  const suspended = user?.suspended === true;
  const Icon = suspended ? ShieldAlert : Clock;
  return (
    <section className="mx-auto mt-6 max-w-xl rounded-2xl border border-amber-200 bg-white p-8 text-center shadow-sm sm:mt-12 dark:border-amber-500/30 dark:bg-slate-900">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {suspended ? messages.ui.suspendedHeading : messages.ui.inactiveHeading}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        {suspended ? messages.ui.suspendedText : messages.ui.inactiveText}
      </p>
      {suspended && user?.suspendedReason ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <span className="font-medium">{messages.ui.suspendedReason}: </span>
          {user.suspendedReason}
        </p>
      ) : null}
      {suspended && user ? (
        <section aria-label={messages.ui.suspendedBalances} className="mt-5 text-left">
          <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {messages.ui.suspendedBalances}
          </h2>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
            {(
              [
                [messages.profile.balance, user.balance],
                [messages.profile.profit, user.profit],
                [messages.profile.bonus, user.bonus],
              ] as const
            ).map(([label, cents]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-semibold text-slate-900 dark:text-white">
                  {formatMoney(cents)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Link to="/support" className={buttonStyles({ className: 'mt-6' })}>
        {messages.ui.contactSupport}
      </Link>
    </section>
  );
}
