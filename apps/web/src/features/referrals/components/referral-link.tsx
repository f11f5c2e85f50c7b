import { messages } from '@copyvest/shared';
import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { labelStyles } from '@/components/ui/field-styles';

/** The register link carrying the user's referral id, with a copy button. */
export function referralLinkOf(origin: string, referralId: string): string {
  return `${origin}/register?refId=${encodeURIComponent(referralId)}`;
}

/**
 * The whole link, wrapped over as many lines as it needs (a read-only input cut it off, most of
 * it on a phone), selectable, with a copy button beside it or, on a phone, below it.
 */
export function ReferralLink({ referralId }: { referralId: string }) {
  const id = useId();
  const link = referralLinkOf(window.location.origin, referralId);
  return (
    <div>
      <p id={id} className={labelStyles}>
        {messages.referral.linkLabel}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          aria-labelledby={id}
          data-testid="referral-link"
          className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {link}
        </code>
        <CopyButton text={link} label={messages.referral.copyLink} className="h-11 shrink-0" />
      </div>
    </div>
  );
}
