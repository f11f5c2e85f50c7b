import { eq } from 'drizzle-orm';
import type { TCannedReply } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportCannedReplies } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toCannedReplyDto } from './canned-replies.ts';

export interface UpdateCannedReplyOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { cannedReplyId: string; title: string; body: string };
}

/** Rewrites a canned reply (a missing one: 404). */
export async function updateCannedReply({
  deps,
  viewer,
  input,
}: UpdateCannedReplyOptions): Promise<TCannedReply> {
  await authorize(viewer, 'ticket.manage');
  const [row] = await deps.db
    .update(supportCannedReplies)
    .set({ title: input.title, body: input.body, updatedAt: deps.clock.now() })
    .where(eq(supportCannedReplies.id, input.cannedReplyId))
    .returning();
  if (!row) throw appError('canned_reply_not_found');
  return toCannedReplyDto(row);
}
