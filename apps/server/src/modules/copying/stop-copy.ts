import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCopy, TStopCopyRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { copies } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { closeCopies } from './close-copies.ts';
import { readCopies } from './read-copies.ts';
import { settleCopyNow } from './settle-copy-now.ts';

export type StopCopyOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: TStopCopyRequest & { copyId: string };
};

/**
 * Stops one of the viewer's copies (decision 043): it mirrors nothing new ('stopping'), and closes
 * (equity back to the balance, a mail with the amount) at once when nothing is open, or when
 * `closeNow` settles its open mirrors at their last recorded prices; otherwise it closes when the
 * trader's last close of its mirrors settles. The conditional UPDATE locks the copy first, so a
 * settlement, added funds or a second stop meanwhile wait and then see the new state.
 */
export async function stopCopy({ deps, viewer, input }: StopCopyOptions): Promise<TCopy> {
  await authorize(viewer, 'copy.stop');
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [copy] = await tx
      .update(copies)
      .set({
        status: 'stopping',
        stoppedAt: sql`COALESCE(${copies.stoppedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(
        and(
          eq(copies.id, input.copyId),
          eq(copies.followerId, viewer.userId),
          inArray(copies.status, ['active', 'paused', 'stopping']),
        ),
      )
      .returning();
    if (!copy) {
      const [found] = await readCopies(tx, viewer.userId, input.copyId);
      if (!found) throw appError('copy_not_found');
      throw appError('copy_not_running');
    }
    if (input.closeNow) await settleCopyNow({ tx, copy, at });
    await closeCopies({
      tx,
      at,
      where: sql`c.id = ${copy.id}
        AND NOT EXISTS (SELECT 1 FROM copy_positions o WHERE o.copy_id = c.id AND o.status = 'open')`,
    });
    const [dto] = await readCopies(tx, viewer.userId, copy.id);
    return dto!;
  });
}
