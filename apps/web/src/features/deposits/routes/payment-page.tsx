import { messages } from '@copyvest/shared';
import { Link, useLocation } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHeader } from '@/components/ui/page-header';

/** /deposits/payment: needs the deposit form's navigation state. */
export function PaymentPage() {
  const { state } = useLocation();
  return (
    <>
      <BackButton fallback="/deposits" className="mb-4" />
      <PageHeader
        title={messages.pages.paymentTitle}
        description={state ? messages.pages.paymentText : messages.pages.paymentMissing}
      />
      {!state && (
        <Link to="/deposits" className={buttonStyles()}>
          {messages.nav.deposits}
        </Link>
      )}
    </>
  );
}
