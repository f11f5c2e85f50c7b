import { and, eq, inArray, notExists } from 'drizzle-orm';
import { TICKETS_BUCKET } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { files, supportTicketAttachments } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';

export interface AttachFilesOptions {
  tx: DbOrTx;
  /** Who sends the message: only their own finished uploads may be attached. */
  ownerId: string;
  ticketId: string;
  messageId: string;
  fileIds: readonly string[];
}

/**
 * Attaches files of the owner-only `tickets` bucket to a message (decision 052): each must be the
 * sender's own, fully uploaded and not attached yet, else the whole message is refused (400). The
 * attachment's key is the file, so a race attaching one file twice fails on the database (409).
 */
export async function attachFiles(options: AttachFilesOptions): Promise<void> {
  const { tx, ownerId, ticketId, messageId, fileIds } = options;
  if (fileIds.length === 0) return;
  const usable = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.bucketId, TICKETS_BUCKET),
        inArray(files.id, [...fileIds]),
        eq(files.ownerId, ownerId),
        eq(files.status, 'ready'),
        notExists(
          tx
            .select({ one: supportTicketAttachments.fileId })
            .from(supportTicketAttachments)
            .where(
              and(
                eq(supportTicketAttachments.bucketId, files.bucketId),
                eq(supportTicketAttachments.fileId, files.id),
              ),
            ),
        ),
      ),
    );
  if (usable.length !== fileIds.length) throw appError('ticket_attachment_invalid');
  await tx
    .insert(supportTicketAttachments)
    .values(fileIds.map((fileId) => ({ bucketId: TICKETS_BUCKET, fileId, messageId, ticketId })));
}
