import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminTicketList } from '@copyvest/shared';
import type { ZAdminTicketQuery } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTickets, users } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { assigneeJoin, assignees, DESK_COLUMNS, ownerJoin, peopleOf } from './desk-people.ts';
import { toAdminTicketDto } from './to-ticket-dto.ts';

export interface ListDeskTicketsOptions {
  deps: AppDeps;
  viewer: Actor;
  query: z.output<typeof ZAdminTicketQuery>;
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The desk's queue (decision 052): filtered by status, priority, category, assignment (to the
 * viewer, or nobody), one user, and a search of the subject or the user's name or e-mail; the
 * tickets awaiting the desk longest first, then the rest by latest activity.
 */
export async function listDeskTickets({
  deps,
  viewer,
  query,
}: ListDeskTicketsOptions): Promise<TAdminTicketList> {
  await authorize(viewer, 'ticket.manage');
  const filters: Array<SQL | undefined> = [
    query.status ? eq(supportTickets.status, query.status) : undefined,
    query.priority ? eq(supportTickets.priority, query.priority) : undefined,
    query.category ? eq(supportTickets.category, query.category) : undefined,
    query.assigned === 'me' ? eq(supportTickets.assigneeId, viewer.userId) : undefined,
    query.assigned === 'unassigned' ? isNull(supportTickets.assigneeId) : undefined,
    query.userId ? eq(supportTickets.userId, query.userId) : undefined,
    query.search
      ? or(
          ilike(supportTickets.subject, containing(query.search)),
          ilike(users.name, containing(query.search)),
          ilike(users.email, containing(query.search)),
        )
      : undefined,
  ];
  const where = and(...filters);
  const rows = await deps.db
    .select(DESK_COLUMNS)
    .from(supportTickets)
    .innerJoin(users, ownerJoin)
    .leftJoin(assignees, assigneeJoin)
    .where(where)
    .orderBy(
      desc(eq(supportTickets.status, 'open')),
      desc(supportTickets.lastMessageAt),
      desc(supportTickets.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await deps.db
    .select({ n: count() })
    .from(supportTickets)
    .innerJoin(users, ownerJoin)
    .where(where);
  return {
    total: counted?.n ?? 0,
    tickets: rows.map((row) => toAdminTicketDto(row.ticket, peopleOf(row))),
  };
}
