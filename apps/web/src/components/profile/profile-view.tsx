import { formatMoney, messages } from '@copyvest/shared';
import { ArrowLeftRight, Clock, Gift, ShieldCheck, TrendingUp, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AvatarUpload } from '@/components/avatar/avatar-upload';
import { LogoutButton } from '@/components/layout/logout-button';
import { SecuritySection } from '@/components/security/security-section';
import {
  StatusFilter,
  type StatusFilterValue,
  statusOf,
} from '@/components/transactions/status-filter';
import { TransactionList } from '@/components/transactions/transaction-list';
import { buttonStyles } from '@/components/ui/button-styles';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/cn';
import { useDashboard } from '@/lib/queries/dashboard';
import { useAccount } from '@/lib/session/use-account';
import { EmailVerificationStatus } from '@/components/two-factor/email-verification-status';
import { TwoFactorCard } from '@/components/two-factor/two-factor-card';
import { ProfileForm } from './profile-form';

const p = messages.profile;
/** The profile's short list of the newest transactions; the rest are a link away. */
const PROFILE_RECENT = 5;

/**
 * The signed-in user's profile, shared by /profile and /admin/profile: avatar, name, e-mail,
 * status, phone and country, balances, pending withdrawals, transactions by status, Logout, for
 * admins the switch between the admin area and the user dashboard, and the Security section.
 */
export function ProfileView({ area }: { area: 'user' | 'admin' }) {
  const session = useAccount();
  const dashboard = useDashboard();
  const user = dashboard.data?.user ?? session.user;
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const contactId = useId();
  const transactionsId = useId();

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <AvatarUpload name={user.name} avatar={user.avatar} />
          <h2 className="mt-4 text-xl font-semibold break-words text-slate-900 dark:text-white">
            {user.name}
          </h2>
          <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
          <div className="mt-3 flex justify-center">
            <EmailVerificationStatus />
          </div>
          <span
            className={cn(
              'mt-3 rounded-full px-3 py-1 text-xs font-semibold',
              user.isActive
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
            )}
          >
            {user.isActive ? p.active : p.inactive}
          </span>
          <div className="mt-6 flex w-full flex-col gap-3">
            {user.isAdmin &&
              (area === 'admin' ? (
                <Link to="/dashboard" className={buttonStyles({ variant: 'secondary' })}>
                  <ArrowLeftRight className="size-4" aria-hidden="true" />
                  {messages.nav.userDashboard}
                </Link>
              ) : (
                <Link to="/admin" className={buttonStyles({ variant: 'secondary' })}>
                  <ShieldCheck className="size-4" aria-hidden="true" />
                  {messages.nav.adminDashboard}
                </Link>
              ))}
            <LogoutButton />
          </div>
        </div>
        <section
          aria-labelledby={contactId}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id={contactId} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            {p.contactDetails}
          </h2>
          <ProfileForm key={`${user.phone}\n${user.country}`} user={user} />
        </section>
      </div>
      <TwoFactorCard />
      <section aria-label={messages.money.financesLabel}>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard label={p.balance} value={formatMoney(user.balance)} icon={Wallet} />
          <StatCard label={p.profit} value={formatMoney(user.profit)} icon={TrendingUp} />
          <StatCard label={p.bonus} value={formatMoney(user.bonus)} icon={Gift} />
          <StatCard
            label={p.pendingWithdrawals}
            icon={Clock}
            value={
              dashboard.data ? dashboard.data.pendingWithdrawals : <Skeleton className="h-8 w-12" />
            }
          />
        </dl>
      </section>
      <section aria-labelledby={transactionsId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={transactionsId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {p.transactions}
          </h2>
          <StatusFilter
            value={status}
            onChange={setStatus}
            label={p.statusFilter}
            className="w-44 [&_select]:h-10"
          />
        </div>
        <TransactionList filter={{ status: statusOf(status) }} recent={PROFILE_RECENT} />
      </section>
      <SecuritySection />
    </div>
  );
}
