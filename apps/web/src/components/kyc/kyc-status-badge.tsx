import { messages, type TKycStatus } from '@copyvest/shared';
import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

const TONES: Record<TKycStatus, string> = {
  not_submitted: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  pending: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  approved: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  rejected: 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** The identity verification's status as a badge (decision 054): profile and admin user page. */
export function KycStatusBadge({ status }: { status: TKycStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        TONES[status],
      )}
    >
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{messages.kyc.statusLabel}: </span>
      {messages.kyc.status[status]}
    </span>
  );
}
