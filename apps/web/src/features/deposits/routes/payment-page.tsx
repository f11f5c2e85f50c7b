import {
  formatAge,
  formatCountdown,
  formatMoney,
  formatRate,
  messages,
  NETWORK_LABELS,
  type TDepositQuote,
  ZTxHash,
} from '@copyvest/shared';
import { useEffect, useId, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { useCreateDeposit } from '@/features/deposits/api/create-deposit';
import { useDepositQuote } from '@/features/deposits/api/deposit-quote';
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
  const [round, setRound] = useState(0);
  const quote = useDepositQuote(
    { paymentMethodId: form.paymentMethodId, amount: form.amount },
    round,
  );
  const now = useNow();
  // A quote with an amount in the coin holds for its window; a quote without one (no rate) or no
  // quote at all (it failed) leaves the page as before: dollars and the bare address.
  const priced = quote.data?.cryptoAmount ? quote.data : undefined;
  // The window is the server's (expires − created); its time passes on this device's clock from
  // when the quote arrived, so a device whose clock differs from the server's counts it right.
  const remaining = priced
    ? Date.parse(priced.expiresAt) -
      Date.parse(priced.createdAt) -
      Math.max(0, now - quote.dataUpdatedAt)
    : undefined;
  const closed = remaining !== undefined && remaining <= 0;

  function confirmPayment() {
    const typed = txHash.trim();
    const parsed = typed === '' ? undefined : ZTxHash.safeParse(typed);
    if (parsed && !parsed.success) {
      setTxHashError(parsed.error.issues[0]?.message);
      return;
    }
    setTxHashError(undefined);
    const body = {
      ...form,
      ...(parsed ? { txHash: parsed.data } : {}),
      ...(quote.data ? { quoteId: quote.data.id } : {}),
    };
    deposit.run(body, {
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
        <QuoteDetails
          quote={quote.data}
          loading={quote.isPending}
          failed={quote.isError}
          remaining={remaining}
          onNewQuote={() => setRound((value) => value + 1)}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {priced
            ? d.sendCryptoInstruction(
                `${priced.cryptoAmount} ${priced.coin}`,
                amount,
                priced.network
                  ? NETWORK_LABELS[priced.network as keyof typeof NETWORK_LABELS]
                  : method.name,
              )
            : d.sendInstruction(amount, method.name)}
        </p>
        <div className="flex justify-center">
          {/* Always dark on white, in both themes, so every wallet app can scan it. */}
          <QRCodeSVG
            value={priced && !closed ? priced.paymentUri : method.address}
            size={200}
            marginSize={4}
            role="img"
            aria-label={
              priced && !closed ? d.qrUriLabel(priced.coin, method.name) : d.qrLabel(method.name)
            }
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
        <Button
          size="lg"
          fullWidth
          onClick={confirmPayment}
          busy={deposit.isPending}
          disabled={closed || quote.isFetching}
        >
          {deposit.isPending ? d.confirming : messages.ui.madePayment}
        </Button>
      </div>
    </>
  );
}

/** Now, in milliseconds, refreshed every second (the payment window's countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type QuoteDetailsProps = {
  quote: TDepositQuote | undefined;
  loading: boolean;
  failed: boolean;
  remaining: number | undefined;
  onNewQuote: () => void;
};

/** The amount in the coin, its rate and age, the network and the payment window (decision 044). */
function QuoteDetails({ quote, loading, failed, remaining, onNewQuote }: QuoteDetailsProps) {
  const note = 'text-sm text-slate-600 dark:text-slate-400';
  if (loading) return <p className={note}>{d.quoteLoading}</p>;
  if (failed || !quote) return <p className={note}>{d.quoteUnavailable}</p>;
  if (!quote.cryptoAmount || !quote.rate || !quote.rateUpdatedAt) {
    return <p className={note}>{d.noRate}</p>;
  }
  const closed = remaining !== undefined && remaining <= 0;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{d.amountInCoin}</dt>
          <dd
            data-testid="crypto-amount"
            className="mt-1 font-mono text-xl font-semibold break-all text-slate-900 tabular-nums dark:text-white"
          >
            {quote.cryptoAmount} {quote.coin}
          </dd>
        </div>
        {quote.network && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{d.networkLine}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">
              {NETWORK_LABELS[quote.network as keyof typeof NETWORK_LABELS] ?? quote.network}
            </dd>
          </div>
        )}
      </dl>
      <p className={note}>
        {d.rateLine(
          quote.coin,
          formatRate(quote.rate),
          // The rate's age as the server saw it when quoting (the same clock that stamped it).
          formatAge(quote.rateUpdatedAt, new Date(quote.createdAt)),
        )}
      </p>
      {closed ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <span>{d.windowClosed}</span>
          <Button size="sm" variant="secondary" onClick={onNewQuote}>
            {d.newQuote}
          </Button>
        </div>
      ) : (
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
          <span className="sr-only">{d.windowLabel}: </span>
          <span aria-live="off" className="tabular-nums">
            {d.windowRemaining(formatCountdown(remaining ?? 0))}
          </span>
        </p>
      )}
    </div>
  );
}
