import { messages, WITHDRAWAL_FEE_PERCENT } from '@copyvest/shared';
import { Link, useLocation } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHeader } from '@/components/ui/page-header';

/** /withdrawals/fee: states the processing fee; needs the withdrawal form's navigation state. */
export function FeePage() {
  const { state } = useLocation();
  return (
    <>
      <BackButton fallback="/withdrawals" className="mb-4" />
      <PageHeader
        title={messages.pages.feeTitle}
        description={messages.pages.feeText(WITHDRAWAL_FEE_PERCENT)}
      />
      {!state && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{messages.pages.feeMissing}</p>
          <Link to="/withdrawals" className={buttonStyles()}>
            {messages.nav.withdrawals}
          </Link>
        </div>
      )}
    </>
  );
}
