import { asc } from 'drizzle-orm';
import type { TCannedReplyList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportCannedReplies } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toCannedReplyDto } from './canned-replies.ts';

export interface ListCannedRepliesOptions {
  deps: AppDeps;
  viewer: Actor;
}

/** The desk's canned replies by title (a short list the admins keep). */
export async function listCannedReplies({
  deps,
  viewer,
}: ListCannedRepliesOptions): Promise<TCannedReplyList> {
  await authorize(viewer, 'ticket.manage');
  const rows = await deps.db
    .select()
    .from(supportCannedReplies)
    .orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.id));
  return { total: rows.length, cannedReplies: rows.map(toCannedReplyDto) };
}
