import { appError } from '../../lib/errors.ts';
import {
  formatMoney,
  messages,
  storedTransactionDescription,
  type TAdjustment,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../audit/index.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { findUser } from './find-user.ts';

export interface AdjustUserFigureOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  userId: string;
  input: TAdjustment;
  limit?: { max?: number; min?: number };
}

/**
 * Admin correction of balance, profit or bonus: the amount is added (negative subtracts, never
 * below zero, and a balance never below what pending withdrawals hold). A ledger entry, a visible
 * success transaction on the user's list and an audit entry, in one database transaction. The
 * admin's reason (optional here: the data API sends none) goes into the transaction's description
 * and the audit entry's `after`.
 * `limit` (cents, optional: the data API's increment `max` / decrement `min`) bounds the result;
 * past it nothing changes (`attribute_limit_exceeded`). The policy is asked first (decision 038):
 * an admin's own figures only when no other active admin exists, and the audit entry says so.
 */
export async function adjustUserFigure({
  deps,
  viewer,
  userId,
  input,
  limit,
}: AdjustUserFigureOptions) {
  const { selfDecision } = await authorize(viewer, 'user.adjust', { ownerId: userId, db: deps.db });
  const actorId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findUser({ db: tx, id: userId });
    // Bonus is the memo ledger's (decision 037): its counterpart is "bonuses granted".
    const user = userAccount(userId, input.figure);
    const platform = platformAccount(
      input.figure === 'bonus' ? 'bonuses_granted' : 'admin_adjustments',
    );
    const credit = input.amount > 0;
    const applied = await transfer({
      tx,
      legs: [
        {
          debit: credit ? platform : user,
          credit: credit ? user : platform,
          amount: Math.abs(input.amount),
        },
      ],
      reason: 'adjustment',
      reference: `admin:${actorId}`,
      actorId,
      at,
      limit,
    });
    const result = before[input.figure] + input.amount;
    if (!applied && limit?.max !== undefined && result > limit.max) {
      throw appError(
        'attribute_limit_exceeded',
        messages.data.limitExceeded(input.figure, formatMoney(limit.max)),
      );
    }
    if (!applied && limit?.min !== undefined && result < limit.min) {
      throw appError(
        'attribute_limit_exceeded',
        messages.data.limitExceeded(input.figure, formatMoney(limit.min)),
      );
    }
    const label = messages.admin[input.figure];
    if (!applied) {
      const held = input.figure === 'balance' ? before.held : 0;
      throw appError(
        'adjustment_below_zero',
        messages.admin.adjustmentBelowZero(
          label,
          held > 0,
          formatMoney(before[input.figure] - held),
        ),
      );
    }
    await insertTransaction({
      tx,
      values: {
        userId,
        amount: Math.abs(input.amount),
        type: credit ? 'credit' : 'withdraw',
        status: 'success',
        kind: 'adjustment',
        // The admin's reason, when given, is what the user reads on the transaction.
        ...storedTransactionDescription({
          code: 'adjustment',
          params: {
            figure: input.figure,
            credit,
            ...(input.reason ? { reason: input.reason } : {}),
          },
        }),
        crypto: 'USD',
        createdAt: at,
      },
    });
    const after = await findUser({ db: tx, id: userId });
    await writeAudit({
      tx,
      actorId,
      action: `user.adjust_${input.figure}`,
      targetType: 'user',
      targetId: userId,
      before: { [input.figure]: before[input.figure] },
      after: {
        [input.figure]: after[input.figure],
        ...(input.reason ? { reason: input.reason } : {}),
        ...(selfDecision ? { selfDecision: true } : {}),
      },
      at,
    });
    return after;
  });
}
