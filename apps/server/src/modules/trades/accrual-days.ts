import { type Cents, dailyProfit } from '@copyvest/shared';
import { type BulkLeg, platformAccount, userAccount } from '../ledger/index.ts';
import type { TradeRow } from './to-trade-dto.ts';

const DAY_MS = 86_400_000;

type Term = Pick<
  TradeRow,
  'id' | 'userId' | 'term' | 'termStartedAt' | 'days' | 'amount' | 'roiBps'
>;

/**
 * One day of a trade's term to pay, as its ledger entry: the day's profit from the platform's
 * profit paid to the owner's profit, under its unique key, at the day's end.
 */
export type AccrualDay = BulkLeg & { uniqueKey: string; at: Date };

/** The full days of the trade's current term that have passed by `now`, up to the plan's days. */
export function elapsedDays(trade: Term, now: Date): number {
  return Math.min(trade.days, Math.floor((now.getTime() - trade.termStartedAt.getTime()) / DAY_MS));
}

/**
 * The days after `daysPaid` up to `elapsed` that the trade earns, each paid once under the key of
 * (trade, term, day) at the day's end; none when a day pays nothing. The one rule for the accrual
 * of a trade alone (`accrueTrade`) and of many at once (`accrueTradesTogether`).
 */
export function accrualDays(trade: Term, daysPaid: number, elapsed: number): AccrualDay[] {
  const perDay: Cents = dailyProfit(trade.amount, trade.roiBps);
  const days: AccrualDay[] = [];
  for (let day = daysPaid + 1; day <= elapsed && perDay > 0; day++) {
    days.push({
      debit: platformAccount('profit_paid'),
      credit: userAccount(trade.userId, 'profit'),
      amount: perDay,
      reason: 'accrual',
      reference: trade.id,
      uniqueKey: `accrual:${trade.id}:${trade.term}:${day}`,
      at: new Date(trade.termStartedAt.getTime() + day * DAY_MS),
    });
  }
  return days;
}
