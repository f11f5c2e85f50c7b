import { eq } from 'drizzle-orm';
import type { TAdminTicket } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { assigneeJoin, assignees, DESK_COLUMNS, ownerJoin, peopleOf } from './desk-people.ts';
import { toAdminTicketDto } from './to-ticket-dto.ts';

/** One ticket as the desk reads it, or 404 `ticket_not_found`. */
export async function readDeskTicket(db: DbOrTx, ticketId: string): Promise<TAdminTicket> {
  const [row] = await db
    .select(DESK_COLUMNS)
    .from(supportTickets)
    .innerJoin(users, ownerJoin)
    .leftJoin(assignees, assigneeJoin)
    .where(eq(supportTickets.id, ticketId));
  if (!row) throw appError('ticket_not_found');
  return toAdminTicketDto(row.ticket, peopleOf(row));
}
