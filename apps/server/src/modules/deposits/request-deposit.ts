import { depositLimitError, methodLimits, plainDecimal } from '@copyvest/shared';
import { and, eq } from 'drizzle-orm';
import type { TDepositRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { depositQuotes } from '../../db/schema.ts';
import { appError, pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import type { AnswerKey } from '../idempotency/index.ts';
import { findPaymentMethod } from '../payment-methods/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertPaymentTransaction } from '../transactions/index.ts';

export interface RequestDepositOptions {
  deps: AppDeps;
  /** The acting viewer: the deposit is theirs. */
  viewer: Actor;
  input: TDepositRequest;
  id?: string;
  /** The request's Idempotency-Key, written by the deposit's one statement (decision 063). */
  answerKey?: AnswerKey;
}

/**
 * A pending credit transaction and its pending transfer from "deposits received" to the balance
 * (decision 037): the balance changes only when an admin approves it (the transfer is posted).
 * `id`: the record id a client chose (data API), default a new one. The insert reads the payment
 * method itself (an unknown one is refused first) and writes the pending transfer: one statement.
 * The policy is asked first (decision 038). An amount outside the method's bounds (the
 * `paymentLimits` settings, decision 053) is a 400 naming them; the method is read for its name
 * only when it has bounds. With an `answerKey` the same statement writes the request's key.
 */
export async function requestDeposit({
  deps,
  viewer,
  input,
  id,
  answerKey,
}: RequestDepositOptions) {
  await authorize(viewer, 'deposit.request');
  const userId = viewer.userId;
  const at = deps.clock.now();
  await refuseOutsideLimits(deps, input);
  const quote = input.quoteId ? await quoteFor({ deps, userId, input, at }) : null;
  const deposit = await oneDepositPerQuote(() =>
    insertPaymentTransaction({
      tx: deps.db,
      values: {
        userId,
        amount: input.amount,
        type: 'credit',
        status: 'pending',
        kind: 'deposit',
        descriptionCode: 'deposit',
        txHash: input.txHash ?? null,
        quoteId: quote?.id ?? null,
        cryptoAmount: quote?.cryptoAmount ?? null,
        quoteRate: quote?.rate ?? null,
        createdAt: at,
      },
      paymentMethodId: input.paymentMethodId,
      description: { before: 'Deposit via ' },
      id,
      pendingTransfer: {
        debit: platformAccount('deposits_received'),
        credit: userAccount(userId, 'balance'),
        reason: 'deposit',
      },
      answerKey,
    }),
  );
  if (!deposit) throw appError('payment_method_not_found');
  return deposit;
}

async function refuseOutsideLimits(deps: AppDeps, input: TDepositRequest) {
  const { paymentLimits } = await deps.settings.get();
  const limits = methodLimits(paymentLimits, input.paymentMethodId);
  if (limits.depositMin === null && limits.depositMax === null) return;
  const method = await findPaymentMethod({ db: deps.db, id: input.paymentMethodId });
  const problem = depositLimitError(input.amount, method, paymentLimits);
  if (problem) throw appError('general_argument_invalid', problem);
}

/** Runs the insert; a second deposit from one quote (the unique index) becomes a 409. */
async function oneDepositPerQuote<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (
      pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
      pgConstraint(error) === 'transactions_one_per_quote'
    ) {
      throw appError('deposit_quote_used');
    }
    throw error;
  }
}

type QuoteForOptions = { deps: AppDeps; userId: string; input: TDepositRequest; at: Date };

/**
 * The viewer's quote the deposit names (decision 044), when it is for this method and amount and
 * its payment window is still open; a quote already used is refused by the unique index on
 * `transactions.quote_id` (`oneDepositPerQuote`).
 */
async function quoteFor({ deps, userId, input, at }: QuoteForOptions) {
  const [quote] = await deps.db
    .select()
    .from(depositQuotes)
    .where(and(eq(depositQuotes.id, input.quoteId!), eq(depositQuotes.userId, userId)))
    .limit(1);
  if (!quote) throw appError('deposit_quote_not_found');
  if (quote.paymentMethodId !== input.paymentMethodId || quote.amount !== input.amount) {
    throw appError('deposit_quote_mismatch');
  }
  if (quote.expiresAt.getTime() <= at.getTime()) throw appError('deposit_quote_expired');
  return {
    id: quote.id,
    cryptoAmount: quote.cryptoAmount,
    rate: quote.rate ? plainDecimal(quote.rate) : null,
  };
}
