import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { TicketRow } from './to-ticket-dto.ts';

/** A ticket by id (locked for the transaction with `forUpdate`), or 404 `ticket_not_found`. */
export async function findTicket(
  db: DbOrTx,
  ticketId: string,
  forUpdate = false,
): Promise<TicketRow> {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw appError('ticket_not_found');
  return row;
}
