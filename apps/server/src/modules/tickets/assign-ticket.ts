import { and, eq, isNull } from 'drizzle-orm';
import type { TAdminTicket } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findTicket } from './find-ticket.ts';
import { readDeskTicket } from './read-desk-ticket.ts';

export interface AssignTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string; assigneeId: string | null };
}

/** Hands a ticket to an active admin, or to nobody (null); anyone else is a 400. */
export async function assignTicket({
  deps,
  viewer,
  input,
}: AssignTicketOptions): Promise<TAdminTicket> {
  await authorize(viewer, 'ticket.manage');
  const ticket = await findTicket(deps.db, input.ticketId);
  if (input.assigneeId !== null) {
    const [admin] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, input.assigneeId),
          eq(users.isAdmin, true),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      );
    if (!admin) throw appError('ticket_assignee_invalid');
  }
  await deps.db
    .update(supportTickets)
    .set({ assigneeId: input.assigneeId, updatedAt: deps.clock.now() })
    .where(eq(supportTickets.id, ticket.id));
  return readDeskTicket(deps.db, ticket.id);
}
