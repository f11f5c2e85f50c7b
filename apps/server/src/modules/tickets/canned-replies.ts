import type { TCannedReply } from '@copyvest/shared';
import type { supportCannedReplies } from '../../db/schema.ts';

/** A canned reply as the desk reads it. */
export function toCannedReplyDto(row: typeof supportCannedReplies.$inferSelect): TCannedReply {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    body: row.body,
  };
}
