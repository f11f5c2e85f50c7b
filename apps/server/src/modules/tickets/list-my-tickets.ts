import { count, desc, eq } from 'drizzle-orm';
import type { TTicketList } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toTicketDto } from './to-ticket-dto.ts';

/** How many of their tickets a user sees at once (newest activity first). */
const MAX_LISTED = 100;

export interface ListMyTicketsOptions {
  deps: AppDeps;
  viewer: Actor;
}

/** The viewer's own tickets, latest activity first; `total` counts them all. */
export async function listMyTickets({ deps, viewer }: ListMyTicketsOptions): Promise<TTicketList> {
  await authorize(viewer, 'ticket.read');
  const rows = await deps.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, viewer.userId))
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(MAX_LISTED);
  const [counted] = await deps.db
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.userId, viewer.userId));
  return { total: counted?.n ?? rows.length, tickets: rows.map(toTicketDto) };
}
