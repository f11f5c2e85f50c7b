import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { findTicket } from './find-ticket.ts';
import { nextTicketStatus, type TicketEvent } from './ticket-status.ts';
import type { TicketRow } from './to-ticket-dto.ts';

export interface ApplyTicketEventOptions {
  tx: DbOrTx;
  /** The ticket, read and checked by the caller; it is locked again here (FOR UPDATE). */
  ticketId: string;
  event: TicketEvent;
  at: Date;
}

/**
 * Moves a locked ticket to its next status (`nextTicketStatus`), or refuses with 409: two
 * requests on one ticket take turns, and the second sees the first's status.
 */
export async function applyTicketEvent(options: ApplyTicketEventOptions): Promise<TicketRow> {
  const { tx, ticketId, event, at } = options;
  const locked = await findTicket(tx, ticketId, true);
  const next = nextTicketStatus(locked.status, event);
  if ('refused' in next) throw appError(next.refused);
  const message = event === 'user_message' || event === 'staff_reply';
  const [updated] = await tx
    .update(supportTickets)
    .set({
      status: next.status,
      closedAt: next.status === 'closed' ? at : null,
      updatedAt: at,
      ...(message ? { lastMessageAt: at } : {}),
      // The desk's reply is unread until the owner opens it; the owner's own message is read.
      ...(event === 'staff_reply' ? { userUnread: true } : {}),
      ...(event === 'user_message' ? { userUnread: false } : {}),
    })
    .where(eq(supportTickets.id, ticketId))
    .returning();
  return updated!;
}
