import type { TCannedReply } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportCannedReplies } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toCannedReplyDto } from './canned-replies.ts';

export interface CreateCannedReplyOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { title: string; body: string };
}

/** Adds a canned reply to the desk's list. */
export async function createCannedReply({
  deps,
  viewer,
  input,
}: CreateCannedReplyOptions): Promise<TCannedReply> {
  await authorize(viewer, 'ticket.manage');
  const at = deps.clock.now();
  const [row] = await deps.db
    .insert(supportCannedReplies)
    .values({
      id: newId(),
      title: input.title,
      body: input.body,
      createdBy: viewer.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return toCannedReplyDto(row!);
}
