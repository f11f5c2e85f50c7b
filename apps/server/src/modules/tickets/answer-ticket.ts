import { eq } from 'drizzle-orm';
import type { TAdminTicketThread } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketMessages, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { applyTicketEvent } from './apply-ticket-event.ts';
import { findTicket } from './find-ticket.ts';
import { getDeskTicket } from './get-desk-ticket.ts';

export interface AnswerTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string; message: string };
}

/**
 * The desk replies to a ticket (decision 052): in one transaction the message is added, the
 * ticket awaits its owner (`answered`, unread), the owner gets a notification and a mail in the
 * outbox. The commit announces the message and the ticket to the owner's and admins' sockets.
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
    await tx.insert(supportTicketMessages).values({
      id: newId(),
      ticketId: ticket.id,
      authorId: viewer.userId,
      fromStaff: true,
      body: input.message,
      createdAt: at,
    });
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
