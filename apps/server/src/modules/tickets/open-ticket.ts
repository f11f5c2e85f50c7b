import type { TTicketOpen, TTicketThread } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketMessages, supportTickets } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { attachFiles } from './attach-files.ts';
import { readThread } from './read-thread.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export interface OpenTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: TTicketOpen;
}

/**
 * Opens a ticket with its first message and attachments in one transaction (decision 052): it
 * awaits the desk (`open`); a refused attachment leaves nothing behind.
 */
export async function openTicket({
  deps,
  viewer,
  input,
}: OpenTicketOptions): Promise<TTicketThread> {
  await authorize(viewer, 'ticket.open');
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        id: newId(),
        userId: viewer.userId,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
        status: 'open',
        lastMessageAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const messageId = newId();
    await tx.insert(supportTicketMessages).values({
      id: messageId,
      ticketId: ticket!.id,
      authorId: viewer.userId,
      fromStaff: false,
      body: input.message,
      createdAt: at,
    });
    await attachFiles({
      tx,
      ownerId: viewer.userId,
      ticketId: ticket!.id,
      messageId,
      fileIds: input.attachmentIds,
    });
    return {
      ticket: toTicketDto(ticket!),
      messages: await readThread({ db: tx, where: { ticketId: ticket!.id } }),
    };
  });
}
