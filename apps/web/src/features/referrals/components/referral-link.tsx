import { messages } from '@copyvest/shared';
import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';

/** The register link carrying the user's referral id, with a copy button. */
export function referralLinkOf(origin: string, referralId: string): string {
  return `${origin}/register?refId=${encodeURIComponent(referralId)}`;
}

export function ReferralLink({ referralId }: { referralId: string }) {
  const id = useId();
  const link = referralLinkOf(window.location.origin, referralId);
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {messages.referral.linkLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={inputStyles(false, 'min-w-0 flex-1 font-mono')}
        />
        <CopyButton text={link} label={messages.referral.copyLink} className="h-11" />
      </div>
    </div>
  );
}
