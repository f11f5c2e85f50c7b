import { and, count, eq } from 'drizzle-orm';
import type { TTicketCount } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';

export interface CountUnreadTicketsOptions {
  deps: AppDeps;
  viewer: Actor;
}

/** The user navigation's badge: the viewer's tickets with a desk reply not read yet. */
export async function countUnreadTickets({
  deps,
  viewer,
}: CountUnreadTicketsOptions): Promise<TTicketCount> {
  await authorize(viewer, 'ticket.read');
  const [row] = await deps.db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, viewer.userId), eq(supportTickets.userUnread, true)));
  return { total: row?.n ?? 0 };
}
