import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  formatMoney,
  messages,
  storedTransactionDescription,
  type TAddCopyFundsRequest,
  type TCopy,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { copies, leadTraders } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { copyAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { readCopies } from './read-copies.ts';

export type AddCopyFundsOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: TAddCopyFundsRequest & { copyId: string };
};

/**
 * Adds funds to one of the viewer's running copies (active or paused): what was invested plus the
 * amount stays within the trader's maximum, the amount moves balance → `copy:<id>`, and the
 * high-water mark rises by it (added money is not a gain to share). One conditional UPDATE of the
 * copy (it locks the row against a settlement or a stop meanwhile), then the transfer, a row on
 * the follower's transactions and a mail.
 */
export async function addCopyFunds({ deps, viewer, input }: AddCopyFundsOptions): Promise<TCopy> {
  await authorize(viewer, 'copy.fund');
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(copies)
      .set({
        equity: sql`${copies.equity} + ${input.amount}`,
        invested: sql`${copies.invested} + ${input.amount}`,
        highWaterMark: sql`${copies.highWaterMark} + ${input.amount}`,
        updatedAt: at,
      })
      .where(
        and(
          eq(copies.id, input.copyId),
          eq(copies.followerId, viewer.userId),
          inArray(copies.status, ['active', 'paused']),
          sql`${copies.invested} + ${input.amount} <= (SELECT max_allocation FROM lead_traders WHERE user_id = ${copies.traderId})`,
        ),
      )
      .returning();
    if (!updated) {
      const [found] = await tx
        .select({ copy: copies, trader: leadTraders })
        .from(copies)
        .innerJoin(leadTraders, eq(leadTraders.userId, copies.traderId))
        .where(and(eq(copies.id, input.copyId), eq(copies.followerId, viewer.userId)));
      if (!found) throw appError('copy_not_found');
      if (found.copy.status !== 'active' && found.copy.status !== 'paused') {
        throw appError('copy_not_running');
      }
      throw appError(
        'copy_allocation_invalid',
        messages.copyTrading.allocationOutOfBounds(
          formatMoney(found.trader.minAllocation),
          formatMoney(found.trader.maxAllocation),
        ),
      );
    }
    const moved = await transfer({
      tx,
      legs: [
        {
          debit: userAccount(viewer.userId, 'balance'),
          credit: copyAccount(updated.id),
          amount: input.amount,
        },
      ],
      reason: 'copy_funds',
      reference: updated.id,
      actorId: viewer.userId,
      at,
    });
    if (!moved) throw appError('balance_insufficient');
    const [trader] = await tx
      .select({ displayName: leadTraders.displayName })
      .from(leadTraders)
      .where(eq(leadTraders.userId, updated.traderId));
    await insertTransaction({
      tx,
      values: {
        userId: viewer.userId,
        amount: input.amount,
        type: 'withdraw',
        status: 'success',
        kind: 'copy_allocation',
        ...storedTransactionDescription({
          code: 'copy_funds',
          params: { trader: trader?.displayName ?? '' },
        }),
        crypto: 'USD',
        createdAt: at,
      },
    });
    await enqueueMail({
      tx,
      to: { name: moved.name, email: moved.email },
      template: 'copy-funds-added',
      data: {
        name: moved.name,
        traderName: trader?.displayName ?? '',
        amount: input.amount,
        equity: updated.equity,
      },
      at,
    });
    const [dto] = await readCopies(tx, viewer.userId, updated.id);
    return dto!;
  });
}
