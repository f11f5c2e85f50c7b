import { formatDate, messages, type TReferralList } from '@copyvest/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { cn } from '@/lib/cn';

type Referral = TReferralList['referrals'][number];

/** The referrals; each name links to the admin user page when the viewer is an admin. */
export function ReferralList({
  referrals,
  linkToAdmin,
}: {
  referrals: Referral[];
  linkToAdmin: boolean;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {referrals.map((referral) => (
        <li
          key={referral.$id}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <Avatar name={referral.name} avatar={null} size="nav" decorative />
          <div className="min-w-0 flex-1">
            {linkToAdmin ? (
              <Link
                to={`/admin/users/${referral.$id}`}
                className="rounded font-medium break-words text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
              >
                {referral.name}
              </Link>
            ) : (
              <p className="font-medium break-words text-slate-900 dark:text-white">
                {referral.name}
              </p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {messages.referral.joined(formatDate(referral.$createdAt))}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <span
              className={cn(
                'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                referral.isActive
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                  : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {referral.isActive ? messages.profile.active : messages.profile.inactive}
            </span>
            {referral.bonusStatus && <BonusBadge status={referral.bonusStatus} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

const bonusTones = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  paid: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  void: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** The referral bonus this sign-up brings: pending until activation, then paid or cancelled. */
function BonusBadge({ status }: { status: NonNullable<Referral['bonusStatus']> }) {
  const label = messages.referral.bonusStatus[status];
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        bonusTones[status],
      )}
    >
      <span className="sr-only">{messages.referral.bonusLabel}: </span>
      {label}
    </span>
  );
}
