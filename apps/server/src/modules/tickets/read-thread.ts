import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTicketMessage } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { files, supportTicketAttachments, supportTicketMessages, users } from '../../db/schema.ts';

export interface ReadThreadOptions {
  db: DbOrTx;
  /** The ticket whose public thread is read, or one message of it (a realtime event). */
  where: { ticketId: string } | { messageIds: string[] };
}

/**
 * The public messages of a ticket, oldest first, each with its author's name and attachments.
 * Internal notes live in another table and are never read here (decision 052).
 */
export async function readThread({ db, where }: ReadThreadOptions): Promise<TTicketMessage[]> {
  const rows = await db
    .select({ message: supportTicketMessages, authorName: users.name })
    .from(supportTicketMessages)
    .innerJoin(users, eq(users.id, supportTicketMessages.authorId))
    .where(
      'ticketId' in where
        ? eq(supportTicketMessages.ticketId, where.ticketId)
        : inArray(supportTicketMessages.id, where.messageIds),
    )
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
  if (rows.length === 0) return [];
  const attached = await db
    .select({
      messageId: supportTicketAttachments.messageId,
      fileId: files.id,
      bucketId: files.bucketId,
      name: files.name,
      mimeType: files.mimeType,
      sizeOriginal: files.sizeOriginal,
    })
    .from(supportTicketAttachments)
    .innerJoin(
      files,
      and(
        eq(files.bucketId, supportTicketAttachments.bucketId),
        eq(files.id, supportTicketAttachments.fileId),
      ),
    )
    .where(
      inArray(
        supportTicketAttachments.messageId,
        rows.map((row) => row.message.id),
      ),
    );
  return rows.map(({ message, authorName }) => ({
    $id: message.id,
    $createdAt: message.createdAt.toISOString(),
    $updatedAt: message.createdAt.toISOString(),
    ticketId: message.ticketId,
    fromStaff: message.fromStaff,
    authorName,
    body: message.body,
    attachments: attached
      .filter((file) => file.messageId === message.id)
      .map(({ messageId: _message, ...file }) => file),
  }));
}
