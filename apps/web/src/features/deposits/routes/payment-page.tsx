import { formatMoney, messages, ZTxHash } from '@copyvest/shared';
import { useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useCreateDeposit } from '@/features/deposits/api/create-deposit';
import { type PaymentState, readPaymentState } from '@/features/deposits/components/payment-state';

const d = messages.deposit;

/** /deposits/payment: needs the deposit form's navigation state, else back to /deposits. */
export function PaymentPage() {
  const state = readPaymentState(useLocation().state);
  if (!state) return <Navigate to="/deposits" replace />;
  return <Payment state={state} />;
}

function Payment({ state: { form, method } }: { state: PaymentState }) {
  const deposit = useCreateDeposit();
  const navigate = useNavigate();
  const amount = formatMoney(form.amount);
  const [txHash, setTxHash] = useState('');
  const [txHashError, setTxHashError] = useState<string>();
  const fieldId = useId();

  function confirmPayment() {
    const typed = txHash.trim();
    const parsed = typed === '' ? undefined : ZTxHash.safeParse(typed);
    if (parsed && !parsed.success) {
      setTxHashError(parsed.error.issues[0]?.message);
      return;
    }
    setTxHashError(undefined);
    deposit.run(parsed ? { ...form, txHash: parsed.data } : form, {
      onSuccess: () => void navigate('/transactions', { replace: true }),
    });
  }

  return (
    <>
      <BackButton fallback="/deposits" className="mb-4" />
      <PageHeader title={messages.pages.paymentTitle} description={messages.pages.paymentText} />
      <div className="max-w-xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{d.amountToPay}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {amount}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{messages.money.methodLabel}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
              {method.name}{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                ({method.code.toUpperCase()})
              </span>
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {d.sendInstruction(amount, method.name)}
        </p>
        <div className="flex justify-center">
          {/* Always dark on white, in both themes, so every wallet app can scan it. */}
          <QRCodeSVG
            value={method.address}
            size={200}
            marginSize={4}
            role="img"
            aria-label={d.qrLabel(method.name)}
            className="h-auto w-full max-w-[200px] rounded-lg"
          />
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            {d.walletAddress}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <code
              data-testid="wallet-address"
              className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            >
              {method.address}
            </code>
            <CopyButton text={method.address} label={d.copyAddress} />
          </div>
        </div>
        <div>
          <TextField
            label={d.txHashLabel}
            value={txHash}
            onChange={(event) => setTxHash(event.target.value)}
            error={txHashError}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className="[&_input]:font-mono"
            id={fieldId}
            aria-describedby={txHashError ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
          />
          <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
            {d.txHashHint}
          </p>
        </div>
        <Button size="lg" fullWidth onClick={confirmPayment} busy={deposit.isPending}>
          {deposit.isPending ? d.confirming : messages.ui.madePayment}
        </Button>
      </div>
    </>
  );
}
