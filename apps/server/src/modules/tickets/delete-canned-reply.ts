import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { supportCannedReplies } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';

export interface DeleteCannedReplyOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { cannedReplyId: string };
}

/** Removes a canned reply (a missing one: 404). */
export async function deleteCannedReply({
  deps,
  viewer,
  input,
}: DeleteCannedReplyOptions): Promise<void> {
  await authorize(viewer, 'ticket.manage');
  const [row] = await deps.db
    .delete(supportCannedReplies)
    .where(eq(supportCannedReplies.id, input.cannedReplyId))
    .returning({ id: supportCannedReplies.id });
  if (!row) throw appError('canned_reply_not_found');
}
