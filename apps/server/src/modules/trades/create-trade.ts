import { and, eq, sql } from 'drizzle-orm';
import { investAmountError, type TTradeRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { plans, trades, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { applyLedgerEntry } from '../ledger/apply-ledger-entry.ts';
import { insertTransaction } from '../transactions/insert-transaction.ts';
import { accrueTrade } from './accrue-trade.ts';
import { findOngoingTrade } from './find-ongoing-trade.ts';
import { toTradeDto, type TradeRow } from './to-trade-dto.ts';
import type { PlanRow } from '../plans/to-plan-dto.ts';

/**
 * Subscribes to a plan: the amount leaves the balance and goes into the trade. With a trade
 * already open this upgrades it: the amount is added, the new plan's ROI applies from now on,
 * and the days owed under the old terms are paid first, so nothing is lost.
 */
export async function createTrade(deps: AppDeps, userId: string, input: TTradeRequest) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId)).limit(1);
    if (!plan) throw appError('plan_not_found');
    const [funds] = await tx
      .select({ available: sql<number>`(${users.balance} - ${users.held})::float8` })
      .from(users)
      .where(eq(users.id, userId));
    const error = investAmountError(input.amount, plan, funds?.available ?? 0);
    if (error) throw appError('trade_amount_invalid', error);
    const debited = await applyLedgerEntry(tx, {
      userId,
      figure: 'balance',
      amount: -input.amount,
      reason: 'investment',
      reference: plan.id,
      at,
    });
    if (!debited) throw appError('balance_insufficient');

    // Open a trade; when one is already open (or another request opened it meanwhile), upgrade it.
    const opened = await openTrade(tx, userId, plan, input.amount, at);
    const trade =
      opened ??
      (await upgradeTrade(tx, deps, (await findOngoingTrade(tx, userId))!, plan, input.amount, at));
    await insertTransaction(tx, {
      userId,
      amount: input.amount,
      type: 'withdraw',
      status: 'success',
      kind: 'investment',
      description: opened ? `Investment in ${plan.title}` : `Plan upgrade: ${plan.title}`,
      crypto: 'USD',
      createdAt: at,
    });
    return toTradeDto(trade);
  });
}

async function openTrade(tx: Tx, userId: string, plan: PlanRow, amount: number, at: Date) {
  const [trade] = await tx
    .insert(trades)
    .values({
      id: newId(),
      userId,
      planId: plan.id,
      planTitle: plan.title,
      roiBps: plan.roiBps,
      days: plan.days,
      amount,
      startedAt: at,
      termStartedAt: at,
    })
    .onConflictDoNothing({ target: trades.userId, where: sql`${trades.status} = 'ongoing'` })
    .returning();
  return trade ?? null;
}

async function upgradeTrade(
  tx: Tx,
  deps: AppDeps,
  trade: TradeRow,
  plan: PlanRow,
  amount: number,
  at: Date,
): Promise<TradeRow> {
  if (deps.config.ACCRUAL_MODE === 'timer') await accrueTrade(tx, trade, at);
  const [upgraded] = await tx
    .update(trades)
    .set({
      amount: sql`${trades.amount} + ${amount}`,
      planId: plan.id,
      planTitle: plan.title,
      roiBps: plan.roiBps,
      days: plan.days,
      term: sql`${trades.term} + 1`,
      termStartedAt: at,
      daysPaid: 0,
    })
    .where(and(eq(trades.id, trade.id), eq(trades.status, 'ongoing')))
    .returning();
  if (!upgraded) throw new Error(`trade ${trade.id} closed while being upgraded`);
  return upgraded;
}
