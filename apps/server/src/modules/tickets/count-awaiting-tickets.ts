import { count, eq } from 'drizzle-orm';
import type { TTicketCount } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';

export interface CountAwaitingTicketsOptions {
  deps: AppDeps;
  viewer: Actor;
}

/** The admin navigation's badge: open tickets, the ones awaiting the desk's reply. */
export async function countAwaitingTickets({
  deps,
  viewer,
}: CountAwaitingTicketsOptions): Promise<TTicketCount> {
  await authorize(viewer, 'ticket.manage');
  const [row] = await deps.db
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'));
  return { total: row?.n ?? 0 };
}
