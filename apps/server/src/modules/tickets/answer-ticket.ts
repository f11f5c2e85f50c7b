import { eq } from 'drizzle-orm';
import { TICKETS_BUCKET, type TAdminTicketThread } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketMessages, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { grantPrivateRead } from '../files/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { applyTicketEvent } from './apply-ticket-event.ts';
import { attachFiles } from './attach-files.ts';
import { findTicket } from './find-ticket.ts';
import { getDeskTicket } from './get-desk-ticket.ts';

export interface AnswerTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  /** `attachmentIds`: the admin's own uploads to the `tickets` bucket. */
  input: { ticketId: string; message: string; attachmentIds?: readonly string[] };
}

/**
 * The desk replies to a ticket (decision 052): in one transaction the message is added with its
 * attachments (which the ticket's owner may then read, `grantPrivateRead`), the ticket awaits its
 * owner (`answered`, unread), the owner gets a notification and a mail in the outbox. The commit
 * announces the message and the ticket to the owner's and admins' sockets.
 */
export async function answerTicket({
  deps,
  viewer,
  input,
}: AnswerTicketOptions): Promise<TAdminTicketThread> {
  await authorize(viewer, 'ticket.manage');
  const found = await findTicket(deps.db, input.ticketId);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await applyTicketEvent({ tx, ticketId: found.id, event: 'staff_reply', at });
    const messageId = newId();
    await tx.insert(supportTicketMessages).values({
      id: messageId,
      ticketId: ticket.id,
      authorId: viewer.userId,
      fromStaff: true,
      body: input.message,
      createdAt: at,
    });
    const fileIds = input.attachmentIds ?? [];
    await attachFiles({ tx, ownerId: viewer.userId, ticketId: ticket.id, messageId, fileIds });
    await grantPrivateRead({ tx, bucketId: TICKETS_BUCKET, fileIds, userId: ticket.userId });
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, ticket.userId));
    await insertNotification({
      db: tx,
      userId: ticket.userId,
      kind: 'ticket_replied',
      data: { ticketId: ticket.id, subject: ticket.subject },
      at,
    });
    if (owner?.email) {
      await enqueueMail({
        tx,
        to: { name: owner.name, email: owner.email },
        template: 'ticket-reply',
        data: { name: owner.name, subject: ticket.subject, ticketId: ticket.id },
        at,
      });
    }
  });
  return getDeskTicket({ deps, viewer, input: { ticketId: found.id } });
}
