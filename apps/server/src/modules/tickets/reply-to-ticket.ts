import type { TTicketThread } from '@copyvest/shared';
import type { z } from 'zod';
import type { ZTicketReplyRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketMessages } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { applyTicketEvent } from './apply-ticket-event.ts';
import { attachFiles } from './attach-files.ts';
import { findTicket } from './find-ticket.ts';
import { readThread } from './read-thread.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export type TTicketReply = z.output<typeof ZTicketReplyRequest>;

export interface ReplyToTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: TTicketReply & { ticketId: string };
}

/** The owner adds a message (and attachments) to their ticket: it awaits the desk again. */
export async function replyToTicket({
  deps,
  viewer,
  input,
}: ReplyToTicketOptions): Promise<TTicketThread> {
  await authorize(viewer, 'ticket.reply');
  const found = await findTicket(deps.db, input.ticketId);
  await authorize(viewer, 'ticket.reply', { ownerId: found.userId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ticket = await applyTicketEvent({ tx, ticketId: found.id, event: 'user_message', at });
    const messageId = newId();
    await tx.insert(supportTicketMessages).values({
      id: messageId,
      ticketId: ticket.id,
      authorId: viewer.userId,
      fromStaff: false,
      body: input.message,
      createdAt: at,
    });
    await attachFiles({
      tx,
      ownerId: viewer.userId,
      ticketId: ticket.id,
      messageId,
      fileIds: input.attachmentIds,
    });
    return {
      ticket: toTicketDto(ticket),
      messages: await readThread({ db: tx, where: { ticketId: ticket.id } }),
    };
  });
}
