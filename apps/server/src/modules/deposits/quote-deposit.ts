import { eq } from 'drizzle-orm';
import {
  cryptoAmountFor,
  depositLimitError,
  paymentUri,
  quoteDecimals,
  type TDepositQuote,
  type TDepositQuoteRequest,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { depositQuotes, paymentMethods } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { adminRates, type RateSource } from './rate-source.ts';

export interface QuoteDepositOptions {
  deps: AppDeps;
  /** The acting viewer: the quote is theirs. */
  viewer: Actor;
  input: TDepositQuoteRequest;
  rates?: RateSource;
}

/**
 * Fixes a deposit's amount in the coin for the payment window (decision 044): the method's rate,
 * the dollars converted and rounded up to the coin's decimals, the payment URI a wallet scans, and
 * when the window closes. An amount outside the method's bounds (the `paymentLimits` settings,
 * decision 053) is a 400 naming them. Without a rate the coin amount is null (the page shows dollars).
 */
export async function quoteDeposit({
  deps,
  viewer,
  input,
  rates = adminRates,
}: QuoteDepositOptions) {
  await authorize(viewer, 'deposit.request');
  const [method] = await deps.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, input.paymentMethodId))
    .limit(1);
  if (!method) throw appError('payment_method_not_found');
  const limitProblem = depositLimitError(
    input.amount,
    method,
    (await deps.settings.get()).paymentLimits,
  );
  if (limitProblem) throw appError('general_argument_invalid', limitProblem);
  const at = deps.clock.now();
  const rate = await rates.rateFor(method);
  const cryptoAmount = rate
    ? cryptoAmountFor(input.amount, rate.rate, quoteDecimals(method.network, method.code))
    : null;
  const expiresAt = new Date(at.getTime() + deps.config.DEPOSIT_QUOTE_MINUTES * 60_000);
  const id = newId();
  await deps.db.insert(depositQuotes).values({
    id,
    userId: viewer.userId,
    paymentMethodId: method.id,
    amount: input.amount,
    rate: cryptoAmount ? rate!.rate : null,
    rateUpdatedAt: cryptoAmount ? rate!.at : null,
    cryptoAmount,
    createdAt: at,
    expiresAt,
  });
  return {
    id,
    paymentMethodId: method.id,
    amount: input.amount,
    rate: cryptoAmount ? rate!.rate : null,
    rateUpdatedAt: cryptoAmount ? rate!.at.toISOString() : null,
    cryptoAmount,
    coin: method.code.toUpperCase(),
    network: method.network ?? null,
    address: method.address,
    paymentUri: paymentUri({
      network: method.network ?? null,
      code: method.code,
      address: method.address,
      cryptoAmount,
    }),
    createdAt: at.toISOString(),
    expiresAt: expiresAt.toISOString(),
  } satisfies TDepositQuote;
}
