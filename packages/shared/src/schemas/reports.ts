import { z } from 'zod';
import { isCalendarDate } from '../date-range.ts';
import { messages } from '../messages.ts';

const v = messages.validation;

/** How the admin reports group their days (decision 056); weeks start on Monday (ISO). */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export const ZReportGranularity = z.enum(REPORT_GRANULARITIES);
export type TReportGranularity = z.infer<typeof ZReportGranularity>;

/** The most periods one report answers: a longer range asks for a coarser granularity. */
export const REPORT_MAX_BUCKETS = 400;

/** The reports one CSV each can be downloaded of. */
export const REPORT_KINDS = ['flows', 'users', 'top-depositors', 'liabilities'] as const;
export const ZReportKind = z.enum(REPORT_KINDS);
export type TReportKind = z.infer<typeof ZReportKind>;

const DAY_MS = 86_400_000;

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The first day (YYYY-MM-DD) of the period of `granularity` that holds `date` (UTC). */
export function reportBucketStart(date: string, granularity: TReportGranularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 8)}01`;
  const day = new Date(utcDay(date));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** How many periods of `granularity` the days `from` to `to` (both included) touch. */
export function reportBucketCount(
  from: string,
  to: string,
  granularity: TReportGranularity,
): number {
  if (to < from) return 0;
  const first = reportBucketStart(from, granularity);
  const last = reportBucketStart(to, granularity);
  if (granularity === 'month') {
    const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    return months(last) - months(first) + 1;
  }
  const days = Math.round((utcDay(last) - utcDay(first)) / DAY_MS);
  return granularity === 'week' ? days / 7 + 1 : days + 1;
}

const zDate = (param: string) =>
  z.string({ error: v.dateInvalid(param) }).refine(isCalendarDate, v.dateInvalid(param));

/**
 * The reports' range (decision 056): whole UTC days `from` to `to`, both included, grouped by
 * `granularity`; from after to, or more than `REPORT_MAX_BUCKETS` periods, is a 400.
 */
export const ZReportRange = z
  .object({
    from: zDate('from'),
    to: zDate('to'),
    granularity: ZReportGranularity.default('day'),
  })
  .refine((range) => range.from <= range.to, { message: v.dateRangeOrder, path: ['to'] })
  .refine(
    (range) =>
      range.from > range.to ||
      reportBucketCount(range.from, range.to, range.granularity) <= REPORT_MAX_BUCKETS,
    { message: v.reportTooManyBuckets(REPORT_MAX_BUCKETS), path: ['granularity'] },
  );
export type TReportRange = z.infer<typeof ZReportRange>;
export type TReportRangeInput = z.input<typeof ZReportRange>;

/** One period: approved deposits and withdrawals (cents and counts), net inflow, new users. */
export const ZReportBucket = z.object({
  /** The period's first day, YYYY-MM-DD. */
  start: z.string(),
  deposits: z.number().int(),
  depositCount: z.number().int(),
  /** Withdrawals approved, their whole amount (fee included): what left the users' balances. */
  withdrawals: z.number().int(),
  withdrawalCount: z.number().int(),
  /** deposits - withdrawals. */
  net: z.number().int(),
  newUsers: z.number().int(),
  activatedUsers: z.number().int(),
});
export type TReportBucket = z.infer<typeof ZReportBucket>;

export const ZTopDepositor = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Cents deposited (approved) within the range. */
  total: z.number().int(),
  count: z.number().int(),
});
export type TTopDepositor = z.infer<typeof ZTopDepositor>;

/**
 * What the platform owes its users now, read from the double-entry books (decision 056): the
 * users' balance and profit accounts, the capital account of running trades, the copies' accounts
 * and the open pending withdrawal debits (a part of the balances, shown apart).
 */
export const ZLiabilities = z.object({
  balances: z.number().int(),
  profit: z.number().int(),
  capitalInTrades: z.number().int(),
  inCopies: z.number().int(),
  pendingWithdrawals: z.number().int(),
  /** balances + profit + capitalInTrades + inCopies. */
  total: z.number().int(),
});
export type TLiabilities = z.infer<typeof ZLiabilities>;

/** `GET /v1/admin/reports`. */
export const ZReports = z.object({
  range: z.object({ from: z.string(), to: z.string(), granularity: ZReportGranularity }),
  buckets: z.array(ZReportBucket),
  totals: ZReportBucket.omit({ start: true }),
  topDepositors: z.array(ZTopDepositor),
  liabilities: ZLiabilities,
});
export type TReports = z.infer<typeof ZReports>;
