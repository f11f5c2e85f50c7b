import { DEPOSIT_CONTINUE_DELAY_MS, messages, type TDepositRequest } from '@copyvest/shared';
import { Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { DepositForm } from '@/features/deposits/components/deposit-form';
import {
  depositDraftState,
  type PaymentState,
  readDepositDraft,
} from '@/features/deposits/components/payment-state';
import { usePaymentMethods } from '@/lib/queries/payment-methods';

/**
 * /deposits: choose a method and an amount, then (after 1 s) the payment page. The values sent
 * are kept in this page's history entry, so Back from the payment page shows them again.
 */
export function DepositsPage() {
  const methods = usePaymentMethods();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft] = useState(() => readDepositDraft(location.state));
  const [continuing, setContinuing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function continueToPayment(form: TDepositRequest) {
    const method = methods.data?.find((candidate) => candidate.$id === form.paymentMethodId);
    if (!method || continuing) return;
    setContinuing(true);
    const state: PaymentState = { form, method };
    timer.current = window.setTimeout(() => {
      void navigate(location.pathname, { replace: true, state: depositDraftState(form) });
      void navigate('/deposits/payment', { state });
    }, DEPOSIT_CONTINUE_DELAY_MS);
  }

  return (
    <>
      <PageHeader title={messages.nav.deposits} description={messages.pages.depositsText} />
      <div className="max-w-xl">
        {methods.data ? (
          methods.data.length === 0 ? (
            <EmptyState title={messages.money.noPaymentMethods} icon={Wallet}>
              <Link to="/support" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                {messages.ui.contactSupport}
              </Link>
            </EmptyState>
          ) : (
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
              <DepositForm
                methods={methods.data}
                busy={continuing}
                onSubmit={continueToPayment}
                defaultValues={draft}
              />
            </div>
          )
        ) : methods.isError ? (
          <ErrorState
            error={methods.error}
            onRetry={() => void methods.refetch()}
            retrying={methods.isFetching}
          />
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    </>
  );
}
