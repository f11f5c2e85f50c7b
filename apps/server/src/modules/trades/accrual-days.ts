import { type Cents, dailyProfit } from '@copyvest/shared';
import type { TradeRow } from './to-trade-dto.ts';

const DAY_MS = 86_400_000;

type Term = Pick<TradeRow, 'id' | 'term' | 'termStartedAt' | 'days' | 'amount' | 'roiBps'>;

/** One day of a trade's term to pay: its ledger entry's unique key and time. */
export interface AccrualDay {
  uniqueKey: string;
  at: Date;
}

/** The full days of the trade's current term that have passed by `now`, up to the plan's days. */
export function elapsedDays(trade: Term, now: Date): number {
  return Math.min(trade.days, Math.floor((now.getTime() - trade.termStartedAt.getTime()) / DAY_MS));
}

/**
 * The days after `daysPaid` up to `elapsed` that the trade earns, each paid once under the key of
 * (trade, term, day) at the day's end, with what a day pays; no days when a day pays nothing. The
 * one rule for the accrual of a trade alone (`accrueTrade`) and of many at once
 * (`accrueTradesTogether`).
 */
export function accrualDays(
  trade: Term,
  daysPaid: number,
  elapsed: number,
): { perDay: Cents; days: AccrualDay[] } {
  const perDay = dailyProfit(trade.amount, trade.roiBps);
  const days: AccrualDay[] = [];
  for (let day = daysPaid + 1; day <= elapsed && perDay > 0; day++) {
    days.push({
      uniqueKey: `accrual:${trade.id}:${trade.term}:${day}`,
      at: new Date(trade.termStartedAt.getTime() + day * DAY_MS),
    });
  }
  return { perDay, days };
}
