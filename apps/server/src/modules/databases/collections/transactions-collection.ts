import { eq, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  centsToDollars,
  dollarsToExactCents,
  messages,
  ZDepositRequest,
  ZWithdrawalRequest,
} from '@copyvest/shared';
import { paymentMethods, transactions } from '../../../db/schema.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { appError } from '../../../lib/errors.ts';
import { requestDeposit } from '../../deposits/index.ts';
import {
  approveTransaction,
  selectTransactionPage,
  transactionsAtCountLimitOf,
} from '../../transactions/index.ts';
import type { TransactionRow } from '../../transactions/index.ts';
import { rejectTransaction } from '../../transactions/index.ts';
import { requestWithdrawal } from '../../withdrawals/index.ts';
import { dollarAttribute } from '../dollar-attribute.ts';
import { parseData } from '../parse-data.ts';
import { ADMINS, permissionsOf } from '../record-permissions.ts';
import { adminsAllOthersOwn, adminsOnly, nobody } from './access-rules.ts';
import type { DataCollection } from './data-collection.ts';

const v = messages.validation;

/**
 * What a client may send to create a transaction: the amount in dollars, the type, the payment
 * method (its `$id` or short id) and, for a withdrawal, the wallet. Owner, status, ids and
 * description are the server's: `id` may only name the caller and `status` only be "pending";
 * `transactionId` and `description` are replaced by the server's.
 */
const ZCreate = z.object({
  // Dollars with at most 2 decimals, above zero, as cents; any other number is the amount refused.
  amount: z
    .number({
      error: (issue) => (issue.input === undefined ? v.amountRequired : v.amountInvalid),
    })
    .transform((dollars, ctx) => {
      const cents = dollarsToExactCents(dollars);
      if (cents !== undefined && cents > 0) return cents;
      ctx.addIssue({ code: 'custom', message: v.amountInvalid });
      return z.NEVER;
    }),
  type: z.enum(['credit', 'withdraw', 'debit'], {
    error: () => messages.data.transactionTypeInvalid,
  }),
  crypto: z
    .string({ error: () => v.selectPaymentMethod })
    .min(1, v.selectPaymentMethod)
    .max(64),
  walletAddress: z.string().optional(),
  id: z.string().optional(),
  status: z.string().optional(),
  transactionId: z.unknown().optional(),
  description: z.unknown().optional(),
});

async function paymentMethodIdOf(db: DbOrTx, crypto: string): Promise<string> {
  const [method] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(or(eq(paymentMethods.id, crypto), eq(paymentMethods.code, crypto.toLowerCase())))
    .limit(1);
  if (!method) throw appError('payment_method_not_found');
  return method.id;
}

/**
 * `transactions`: a user reads their own; creating one is a deposit or withdrawal request (the
 * same service functions, checks, holds and mails as `/v1/deposits` and `/v1/withdrawals`). An
 * admin's update of a pending transaction's status to success or failed is an approval or a
 * rejection. Nothing else changes a transaction, and none is ever deleted.
 */
export const transactionsCollection: DataCollection<TransactionRow> = {
  id: 'transactions',
  attributes: [
    'id',
    'transactionId',
    'amount',
    'type',
    'status',
    'description',
    'crypto',
    'walletAddress',
  ],
  list: {
    table: transactions,
    id: transactions.id,
    attributes: {
      $id: { column: transactions.id, type: 'string' },
      $sequence: { column: transactions.seq, type: 'integer' },
      $createdAt: { column: transactions.createdAt, type: 'datetime' },
      id: { column: transactions.userId, type: 'string' },
      transactionId: { column: transactions.transactionId, type: 'string' },
      amount: dollarAttribute('amount', transactions.amount),
      type: { column: transactions.type, type: 'string' },
      status: { column: transactions.status, type: 'string' },
      description: { column: transactions.description, type: 'string' },
      crypto: { column: transactions.crypto, type: 'string' },
      walletAddress: { column: transactions.walletAddress, type: 'string', nullable: true },
    },
    defaultOrder: [{ attribute: '$sequence', direction: 'asc' }],
  },
  ownerColumn: transactions.userId,
  ownerOf: (row) => row.userId,
  idOf: (row) => row.id,
  access: {
    read: adminsAllOthersOwn,
    create: adminsAllOthersOwn,
    update: adminsOnly,
    delete: nobody,
    step: nobody,
  },
  permissions: (owner) => permissionsOf({ read: [`user:${owner}`, ADMINS], update: [ADMINS] }),
  ownAtCountLimit: transactionsAtCountLimitOf,
  fetch: selectTransactionPage,
  toRecord: (row) => ({
    $id: row.id,
    $sequence: String(row.seq),
    $createdAt: row.createdAt.toISOString(),
    // A transaction changes once: when an admin decides it.
    $updatedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    $permissions: transactionsCollection.permissions(row.userId),
    id: row.userId,
    transactionId: row.transactionId,
    amount: centsToDollars(row.amount),
    type: row.type,
    status: row.status,
    description: row.description,
    crypto: row.crypto,
    walletAddress: row.walletAddress,
  }),

  create: async ({ ctx, id, data }) => {
    const { deps, viewer, actor, form } = ctx;
    const input = parseData(form, ZCreate, data);
    // Only the server sets the owner and the status of a new transaction.
    if (input.id !== undefined && input.id !== viewer.userId) throw appError('user_unauthorized');
    if (input.status !== undefined && input.status !== 'pending') {
      throw appError('user_unauthorized');
    }
    const amount = input.amount;
    const paymentMethodId = await paymentMethodIdOf(deps.db, input.crypto);
    if (input.type === 'credit') {
      const request = parseData(form, ZDepositRequest, { paymentMethodId, amount });
      return (await requestDeposit({ deps, viewer: actor, input: request, id })).id;
    }
    const request = parseData(form, ZWithdrawalRequest, {
      paymentMethodId,
      amount,
      walletAddress: input.walletAddress,
    });
    return (await requestWithdrawal({ deps, viewer: actor, input: request, id })).id;
  },

  update: async ({ ctx, row, changes }) => {
    const keys = Object.keys(changes);
    const status = changes.status;
    // An admin decides a pending transaction; nothing else about a transaction changes.
    if (keys.length !== 1 || (status !== 'success' && status !== 'failed')) {
      throw appError('user_unauthorized');
    }
    const options = { deps: ctx.deps, viewer: ctx.actor, id: row.id };
    if (status === 'success') await approveTransaction(options);
    else await rejectTransaction(options);
  },
};
