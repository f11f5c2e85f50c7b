import { and, eq, sql } from 'drizzle-orm';
import {
  formatMoney,
  messages,
  storedTransactionDescription,
  type TCopy,
  type TStartCopyRequest,
} from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { copies, leadTraders } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { copyAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { readCopies } from './read-copies.ts';

export type StartCopyOptions = { deps: AppDeps; viewer: Actor; input: TStartCopyRequest };

/**
 * The viewer copies a lead trader with an allocation (decision 043): within the trader's bounds
 * and the viewer's available balance, one running copy per trader (the unique index decides
 * between two requests), the allocation moved balance → `copy:<id>` in the same transaction with a
 * row on the follower's transactions, and a mail to the follower.
 */
export async function startCopy({ deps, viewer, input }: StartCopyOptions): Promise<TCopy> {
  await authorize(viewer, 'copy.start');
  if (input.traderId === viewer.userId) throw appError('copy_self');
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [trader] = await tx
      .select()
      .from(leadTraders)
      .where(and(eq(leadTraders.userId, input.traderId), eq(leadTraders.active, true)))
      .for('share');
    if (!trader) throw appError('trader_not_found');
    if (input.amount < trader.minAllocation || input.amount > trader.maxAllocation) {
      throw appError(
        'copy_allocation_invalid',
        messages.copyTrading.allocationOutOfBounds(
          formatMoney(trader.minAllocation),
          formatMoney(trader.maxAllocation),
        ),
      );
    }
    const id = newId();
    const [copy] = await tx
      .insert(copies)
      .values({
        id,
        followerId: viewer.userId,
        traderId: trader.userId,
        equity: input.amount,
        invested: input.amount,
        highWaterMark: input.amount,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({
        target: [copies.followerId, copies.traderId],
        where: sql`${copies.status} <> 'closed'`,
      })
      .returning();
    if (!copy) throw appError('copy_already_running');
    const follower = await transfer({
      tx,
      legs: [
        {
          debit: userAccount(viewer.userId, 'balance'),
          credit: copyAccount(id),
          amount: input.amount,
        },
      ],
      reason: 'copy_allocation',
      reference: id,
      actorId: viewer.userId,
      at,
    });
    if (!follower) throw appError('balance_insufficient');
    await insertTransaction({
      tx,
      values: {
        userId: viewer.userId,
        amount: input.amount,
        type: 'withdraw',
        status: 'success',
        kind: 'copy_allocation',
        ...storedTransactionDescription({
          code: 'copy_started',
          params: { trader: trader.displayName },
        }),
        crypto: 'USD',
        createdAt: at,
      },
    });
    await enqueueMail({
      tx,
      to: { name: follower.name, email: follower.email },
      template: 'copy-started',
      data: { name: follower.name, traderName: trader.displayName, amount: input.amount },
      at,
    });
    const [dto] = await readCopies(tx, viewer.userId, id);
    return dto!;
  });
}
