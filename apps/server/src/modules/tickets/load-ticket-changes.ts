import { inArray } from 'drizzle-orm';
import type { TTicket, TTicketMessage } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import { readThread } from './read-thread.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export interface TicketChanges {
  /** ticket id → the ticket as its owner reads it. */
  tickets: Map<string, TTicket>;
  /** message id → the public message and its ticket's owner. */
  messages: Map<string, { message: TTicketMessage; ownerId: string }>;
}

export interface LoadTicketChangesOptions {
  db: DbOrTx;
  ticketIds: string[];
  messageIds: string[];
}

/**
 * What the realtime hub publishes of changed tickets and new messages (decision 052): the
 * owner's view of each, read by the same functions as the API answers (no notes, no assignment).
 */
export async function loadTicketChanges(options: LoadTicketChangesOptions): Promise<TicketChanges> {
  const { db, ticketIds, messageIds } = options;
  const messages = messageIds.length > 0 ? await readThread({ db, where: { messageIds } }) : [];
  const wanted = [...new Set([...ticketIds, ...messages.map((message) => message.ticketId)])];
  const rows =
    wanted.length > 0
      ? await db.select().from(supportTickets).where(inArray(supportTickets.id, wanted))
      : [];
  const tickets = new Map(rows.map((row) => [row.id, toTicketDto(row)]));
  const byMessage = new Map<string, { message: TTicketMessage; ownerId: string }>();
  for (const message of messages) {
    const ticket = tickets.get(message.ticketId);
    if (ticket) byMessage.set(message.$id, { message, ownerId: ticket.userId });
  }
  return {
    tickets: new Map([...tickets].filter(([id]) => ticketIds.includes(id))),
    messages: byMessage,
  };
}
