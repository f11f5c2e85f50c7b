import { z } from 'zod';
import { ZTimestamp } from './common.ts';
import { ZCustomId } from './account.ts';

/**
 * The data API (section 7 "Data paths"): the product's collections as the official SDK's
 * `Databases` (documents) and `TablesDB` (rows) services read and write them. Records carry the
 * spec's field names (section 3); amounts are US dollars as JSON numbers with at most 2 decimals.
 */
export const DATA_COLLECTIONS = ['users', 'transactions', 'paymentmethods', 'Plans'] as const;
export type TDataCollection = (typeof DATA_COLLECTIONS)[number];

const ZRecordEnvelope = z.object({
  $id: z.string(),
  /** Increasing number the database assigns (a string, as in the SDK's models). */
  $sequence: z.string(),
  $databaseId: z.string(),
  $createdAt: ZTimestamp,
  $updatedAt: ZTimestamp,
  /** The server's permission rule for this record, in the SDK's syntax (`read("user:ID")`). */
  $permissions: z.array(z.string()),
});

const dollars = () => z.number().describe('US dollars, at most 2 decimals (123.45)');

/** Record fields per collection; every field may be left out by a `select` query. */
export const ZUserRecordFields = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  balance: dollars(),
  profit: dollars(),
  bonus: dollars(),
  /** JSON `{"plan","amount","roi"}` of the ongoing trade, or null. */
  trade: z.string().nullable(),
  referralId: z.string(),
  referrerId: z.string().nullable(),
});
export const ZTransactionRecordFields = z.object({
  /** The owner's user id. */
  id: z.string(),
  transactionId: z.string(),
  amount: dollars(),
  type: z.enum(['credit', 'withdraw']),
  status: z.enum(['pending', 'success', 'failed']),
  description: z.string(),
  crypto: z.string(),
  walletAddress: z.string().nullable(),
});
export const ZPaymentMethodRecordFields = z.object({
  /** The short code, such as `btc`. */
  id: z.string(),
  name: z.string(),
  address: z.string(),
});
export const ZPlanRecordFields = z.object({
  label: z.string().nullable(),
  title: z.string(),
  min: dollars(),
  max: dollars(),
  /** Percent per day. */
  roi: z.number(),
  days: z.number().int(),
  isRecommended: z.boolean(),
});

function recordOf(envelope: typeof ZDocumentEnvelope | typeof ZRowEnvelope) {
  return z.union([
    envelope.extend(ZUserRecordFields.partial().shape).loose(),
    envelope.extend(ZTransactionRecordFields.partial().shape).loose(),
    envelope.extend(ZPaymentMethodRecordFields.partial().shape).loose(),
    envelope.extend(ZPlanRecordFields.partial().shape).loose(),
  ]);
}

const ZDocumentEnvelope = ZRecordEnvelope.extend({ $collectionId: z.string() });
const ZRowEnvelope = ZRecordEnvelope.extend({ $tableId: z.string() });

/** `Models.Document` over one of the collections. */
export const ZDocument = recordOf(ZDocumentEnvelope);
export const ZDocumentList = z.object({ total: z.number().int(), documents: z.array(ZDocument) });
/** `Models.Row` over one of the tables. */
export const ZRow = recordOf(ZRowEnvelope);
export const ZRowList = z.object({ total: z.number().int(), rows: z.array(ZRow) });

const ZPermissions = z.array(z.string().max(256)).max(100).nullable().optional();
const ZTransactionIdParam = z.string().max(64).nullable().optional();

export const ZDataListQuery = z.object({
  queries: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string()))
    .optional(),
  /** false: the total is not counted and answers 0. */
  total: z.enum(['true', 'false']).optional(),
  /** Accepted for the SDK's sake; answers are never cached. */
  ttl: z.coerce.number().int().min(0).max(86_400).optional(),
  transactionId: z.string().max(64).optional(),
});
export const ZDataGetQuery = ZDataListQuery.pick({ queries: true, transactionId: true });

export const ZDocumentCreateBody = z.object({
  documentId: ZCustomId('documentId'),
  data: z.unknown().optional().describe('The record\u2019s attributes'),
  permissions: ZPermissions,
  transactionId: ZTransactionIdParam,
});
export const ZRowCreateBody = z.object({
  rowId: ZCustomId('rowId'),
  data: z.unknown().optional().describe('The row\u2019s columns'),
  permissions: ZPermissions,
  transactionId: ZTransactionIdParam,
});
export const ZDataUpdateBody = z.object({
  data: z.unknown().optional(),
  permissions: ZPermissions,
  transactionId: ZTransactionIdParam,
});
export const ZIncrementBody = z.object({
  value: z.number().optional().describe('Dollars to add (default 1)'),
  max: z.number().nullable().optional(),
  transactionId: ZTransactionIdParam,
});
export const ZDecrementBody = z.object({
  value: z.number().optional().describe('Dollars to subtract (default 1)'),
  min: z.number().nullable().optional(),
  transactionId: ZTransactionIdParam,
});
