import { asc, count, eq, sql } from 'drizzle-orm';
import type { TAdminTicketThread } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketNotes, supportTickets, users } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { readDeskTicket } from './read-desk-ticket.ts';
import { readThread } from './read-thread.ts';

export interface GetDeskTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string };
}

/** The desk's ticket page: the ticket, its thread, its internal notes and the user's summary. */
export async function getDeskTicket({
  deps,
  viewer,
  input,
}: GetDeskTicketOptions): Promise<TAdminTicketThread> {
  await authorize(viewer, 'ticket.manage');
  const ticket = await readDeskTicket(deps.db, input.ticketId);
  const [messages, notes, [owner], [tickets]] = await Promise.all([
    readThread({ db: deps.db, where: { ticketId: ticket.$id } }),
    deps.db
      .select({ note: supportTicketNotes, authorName: users.name })
      .from(supportTicketNotes)
      .innerJoin(users, eq(users.id, supportTicketNotes.authorId))
      .where(eq(supportTicketNotes.ticketId, ticket.$id))
      .orderBy(asc(supportTicketNotes.createdAt), asc(supportTicketNotes.id)),
    deps.db.select().from(users).where(eq(users.id, ticket.userId)),
    deps.db
      .select({
        total: count(),
        open: sql<number>`count(*) FILTER (WHERE ${supportTickets.status} <> 'closed')::int`,
      })
      .from(supportTickets)
      .where(eq(supportTickets.userId, ticket.userId)),
  ]);
  return {
    ticket,
    messages,
    notes: notes.map(({ note, authorName }) => ({
      $id: note.id,
      $createdAt: note.createdAt.toISOString(),
      $updatedAt: note.createdAt.toISOString(),
      ticketId: note.ticketId,
      authorId: note.authorId,
      authorName,
      body: note.body,
    })),
    user: {
      $id: owner!.id,
      name: owner!.name,
      email: owner!.email,
      isActive: owner!.isActive,
      balance: owner!.balance,
      registeredAt: owner!.createdAt.toISOString(),
      openTickets: tickets?.open ?? 0,
      totalTickets: tickets?.total ?? 0,
    },
  };
}
