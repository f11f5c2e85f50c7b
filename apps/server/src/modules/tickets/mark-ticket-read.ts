import { and, eq } from 'drizzle-orm';
import type { TTicket } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findTicket } from './find-ticket.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export interface MarkTicketReadOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string };
}

/**
 * The owner read the desk's replies: the ticket no longer counts as unread. Only an unread ticket
 * is written (so reading does not announce a change every time).
 */
export async function markTicketRead({
  deps,
  viewer,
  input,
}: MarkTicketReadOptions): Promise<TTicket> {
  await authorize(viewer, 'ticket.read');
  const ticket = await findTicket(deps.db, input.ticketId);
  await authorize(viewer, 'ticket.read', { ownerId: ticket.userId });
  if (!ticket.userUnread) return toTicketDto(ticket);
  const [updated] = await deps.db
    .update(supportTickets)
    .set({ userUnread: false })
    .where(and(eq(supportTickets.id, ticket.id), eq(supportTickets.userUnread, true)))
    .returning();
  return toTicketDto(updated ?? { ...ticket, userUnread: false });
}
