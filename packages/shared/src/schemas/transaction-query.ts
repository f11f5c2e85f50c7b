import { z } from 'zod';
import { isCalendarDate, isTimeZone } from '../date-range.ts';
import { messages } from '../messages.ts';
import { ZListQuery } from '../query.ts';
import { ZTimestamp } from './common.ts';
import { ZTransaction, ZTransactionStatus } from './money.ts';

const v = messages.validation;

const zDate = (param: string) =>
  z.string({ error: v.dateInvalid(param) }).refine(isCalendarDate, v.dateInvalid(param));

/** A transaction list's date filter: whole days from `from` to `to`, both included, in `timeZone`. */
const dateRangeFields = {
  from: zDate('from').optional(),
  to: zDate('to').optional(),
  /** The viewer's IANA time zone, so the days are theirs; default UTC. */
  timeZone: z.string({ error: v.timeZoneInvalid }).refine(isTimeZone, v.timeZoneInvalid).optional(),
};

const inOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;
const ORDER_ISSUE = { message: v.dateRangeOrder, path: ['to'] };

/** The date-range filter alone (the web's from/to fields check it before asking). */
export const ZDateRange = z.object(dateRangeFields).refine(inOrder, ORDER_ISSUE);
export type TDateRange = z.infer<typeof ZDateRange>;

/**
 * `GET /v1/transactions`, `GET /v1/admin/transactions` and their CSV exports: `queries[]`,
 * `search`, and the date range (a bad date or from after to is a 400 that changes nothing).
 */
export const ZTransactionListQuery = ZListQuery.extend(dateRangeFields).refine(
  inOrder,
  ORDER_ISSUE,
);
export type TTransactionListQuery = z.infer<typeof ZTransactionListQuery>;

/**
 * Who took a step of a transaction's history. A user sees `self` (their own cancellation) or
 * `admin` with no identity; an admin sees `admin` or `owner` with name and e-mail, or `unknown`
 * when that account is gone.
 */
export const ZTransactionActor = z.object({
  kind: z.enum(['self', 'admin', 'owner', 'unknown']),
  name: z.string().optional(),
  email: z.string().optional(),
});
export type TTransactionActor = z.infer<typeof ZTransactionActor>;

/**
 * One step: `created` (as pending), `recorded` (created already successful: a profit claim, a
 * bonus, an adjustment), then `approved`, `rejected` or `cancelled` (by the owner, decision 026).
 */
export const ZTransactionEvent = z.object({
  event: z.enum(['created', 'recorded', 'approved', 'rejected', 'cancelled']),
  status: ZTransactionStatus,
  at: ZTimestamp,
  by: ZTransactionActor.nullable(),
});
export type TTransactionEvent = z.infer<typeof ZTransactionEvent>;

/** `GET /v1/transactions/{id}` and `GET /v1/admin/transactions/{id}`. */
export const ZTransactionDetail = ZTransaction.extend({
  history: z.array(ZTransactionEvent),
});
export type TTransactionDetail = z.infer<typeof ZTransactionDetail>;
