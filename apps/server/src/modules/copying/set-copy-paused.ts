import { and, eq } from 'drizzle-orm';
import type { TCopy } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { copies } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { readCopies } from './read-copies.ts';

type SetCopyPausedOptions = { deps: AppDeps; userId: string; copyId: string; paused: boolean };

/**
 * Pauses (active → paused) or resumes (paused → active) one of the user's copies with one
 * conditional UPDATE; pausing a paused copy or resuming an active one answers the copy as it is.
 * A copy that is stopping or closed cannot: copy_not_running.
 */
export async function setCopyPaused({ deps, userId, copyId, paused }: SetCopyPausedOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx): Promise<TCopy> => {
    const [changed] = await tx
      .update(copies)
      .set({ status: paused ? 'paused' : 'active', updatedAt: at })
      .where(
        and(
          eq(copies.id, copyId),
          eq(copies.followerId, userId),
          eq(copies.status, paused ? 'active' : 'paused'),
        ),
      )
      .returning({ id: copies.id });
    const [dto] = await readCopies(tx, userId, copyId);
    if (!dto) throw appError('copy_not_found');
    if (!changed && dto.status !== (paused ? 'paused' : 'active')) {
      throw appError('copy_not_running');
    }
    return dto;
  });
}
