import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  investAmountError,
  planChangeAmountError,
  storedTransactionDescription,
  type TTradeRequest,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { plans, trades, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { accrueTrade } from './accrue-trade.ts';
import { findOngoingTrade } from './find-ongoing-trade.ts';
import { toTradeDto, type TradeRow } from './to-trade-dto.ts';
import type { PlanRow } from '../plans/index.ts';
import { executeShaped, placeholders } from '../../db/execute-named.ts';
import { openTradeOf, tradeIsOngoing } from './open-trade-of.ts';

/** `viewer`: the acting viewer, whose trade it is. */
export type CreateTradeOptions = { deps: AppDeps; viewer: Actor; input: TTradeRequest };

/**
 * Subscribes to a plan: the amount leaves the balance and goes into the trade. With a trade
 * already open this moves it to the plan: the amount is added, the new plan's ROI applies from now
 * on, and the days owed under the old terms are paid first, so nothing is lost. The resulting
 * trade must fit the plan's min and max, and a move to a lower ROI needs `confirmPlanChange`.
 */
export async function createTrade({ deps, viewer, input }: CreateTradeOptions) {
  await authorize(viewer, 'trade.open');
  const userId = viewer.userId;
  const at = deps.clock.now();
  const confirmed = input.confirmPlanChange === true;
  return deps.db.transaction(async (tx) => {
    // The plan, what the user can invest and their open trade, in one read.
    const [found] = await executeShaped(
      tx,
      'trade-start',
      (tx) =>
        tx
          .select({
            plan: plans,
            available: sql<number | null>`(${users.balance} - ${users.held})::float8`,
            open: trades,
          })
          .from(plans)
          .leftJoin(users, eq(users.id, sql.placeholder('userId')))
          .leftJoin(trades, openTradeOf(sql.placeholder('userId')))
          .where(eq(plans.id, sql.placeholder('planId')))
          .limit(1),
      { userId, planId: input.planId },
    );
    if (!found) throw appError('plan_not_found');
    const { plan, open } = found;
    const error = investAmountError(input.amount, plan, found.available ?? 0);
    if (error) throw appError('trade_amount_invalid', error);
    if (open) refuseBadPlanChange({ trade: open, plan, amount: input.amount, confirmed });
    const debited = await transfer({
      tx,
      legs: [
        {
          debit: userAccount(userId, 'balance'),
          credit: platformAccount('capital_in_trades'),
          amount: input.amount,
        },
      ],
      reason: 'investment',
      reference: plan.id,
      at,
    });
    if (!debited) throw appError('balance_insufficient');

    // The open trade read above is moved to the plan; without one a trade is opened. Either may
    // have changed since the read (its owner's row is ours only from the transfer on): a trade
    // opened meanwhile is upgraded, one closed meanwhile is replaced by a new one.
    let opened = false;
    const openNew = async () => {
      const trade = await openTrade({ tx, userId, plan, amount: input.amount, at });
      opened = trade !== null;
      return trade;
    };
    const moveOpen = () => upgradeTrade({ tx, deps, userId, plan, confirmed, input, at });
    const trade = open
      ? ((await moveOpen()) ?? (await openNew()))
      : ((await openNew()) ?? (await moveOpen()));
    if (!trade) throw appError('resource_conflict');
    await insertTransaction({
      tx,
      values: {
        userId,
        amount: input.amount,
        type: 'withdraw',
        status: 'success',
        kind: 'investment',
        ...storedTransactionDescription({
          code: opened ? 'investment' : 'plan_upgrade',
          params: { plan: plan.title },
        }),
        crypto: 'USD',
        createdAt: at,
      },
    });
    return toTradeDto(trade);
  });
}

/** Throws the refusal when the open trade may not move to `plan` with `amount` added. */
type RefuseBadPlanChangeOptions = {
  trade: TradeRow;
  plan: PlanRow;
  amount: number;
  confirmed: boolean;
};

function refuseBadPlanChange({ trade, plan, amount, confirmed }: RefuseBadPlanChangeOptions) {
  const error = planChangeAmountError(trade.amount, amount, plan);
  if (error) throw appError('trade_amount_invalid', error);
  if (plan.roiBps < trade.roiBps && !confirmed) throw appError('trade_plan_change_unconfirmed');
}

type OpenTradeOptions = { tx: Tx; userId: string; plan: PlanRow; amount: number; at: Date };

/** Opens a trade on `plan`; null when the user already has an open one. */
async function openTrade({ tx, userId, plan, amount, at }: OpenTradeOptions) {
  const values = {
    id: newId(),
    userId,
    planId: plan.id,
    planTitle: plan.title,
    roiBps: plan.roiBps,
    days: plan.days,
    amount,
    startedAt: at,
    termStartedAt: at,
  };
  const [trade] = await executeShaped(
    tx,
    'trade-open',
    (tx) =>
      tx
        .insert(trades)
        .values(placeholders(values))
        .onConflictDoNothing({ target: trades.userId, where: tradeIsOngoing })
        .returning(),
    values,
  );
  return trade ?? null;
}

type UpgradeOptions = {
  tx: Tx;
  deps: AppDeps;
  userId: string;
  plan: PlanRow;
  confirmed: boolean;
  input: TTradeRequest;
  at: Date;
};

/**
 * Moves the open trade to `plan`; null when the user has none. The plan-change rule is part of
 * the UPDATE's condition, so a trade another request changed meanwhile is re-checked rather than
 * pushed out of the limits.
 */
async function upgradeTrade({ tx, deps, userId, plan, confirmed, input, at }: UpgradeOptions) {
  const trade = await findOngoingTrade({ db: tx, userId });
  if (!trade) return null;
  if (deps.config.ACCRUAL_MODE === 'timer') await accrueTrade({ tx, trade, now: at });
  const [upgraded] = await executeShaped(
    tx,
    // Unconfirmed, the move may not lower the ROI: one more condition, another statement.
    confirmed ? 'trade-top-up-confirmed' : 'trade-top-up',
    (tx) => {
      const added = sql`${trades.amount} + ${sql.placeholder('amount')}::bigint`;
      const fits: SQL[] = [
        eq(trades.id, sql.placeholder('id')),
        eq(trades.status, 'ongoing'),
        gte(added, sql.placeholder('min')),
        lte(added, sql.placeholder('max')),
      ];
      if (!confirmed) fits.push(lte(trades.roiBps, sql.placeholder('roiBps')));
      return tx
        .update(trades)
        .set({
          amount: added,
          planId: sql`${sql.placeholder('planId')}`,
          planTitle: sql`${sql.placeholder('planTitle')}`,
          roiBps: sql`${sql.placeholder('roiBps')}`,
          days: sql`${sql.placeholder('days')}`,
          term: sql`${trades.term} + 1`,
          termStartedAt: sql`${sql.placeholder('at')}::timestamptz`,
          daysPaid: 0,
        })
        .where(and(...fits))
        .returning();
    },
    {
      id: trade.id,
      amount: input.amount,
      min: plan.min,
      max: plan.max,
      planId: plan.id,
      planTitle: plan.title,
      roiBps: plan.roiBps,
      days: plan.days,
      at,
    },
  );
  if (upgraded) return upgraded;
  refuseBadPlanChange({ trade, plan, amount: input.amount, confirmed });
  throw appError('resource_conflict');
}
