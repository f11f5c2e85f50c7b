import { eq } from 'drizzle-orm';
import type { TTicketNote } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { supportTicketNotes, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findTicket } from './find-ticket.ts';

export interface AddTicketNoteOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string; note: string };
}

/**
 * An internal note on a ticket (decision 052): stored apart from the thread, so the owner's
 * answers and events never carry it. The ticket's status and unread mark do not change.
 */
export async function addTicketNote({
  deps,
  viewer,
  input,
}: AddTicketNoteOptions): Promise<TTicketNote> {
  await authorize(viewer, 'ticket.manage');
  const ticket = await findTicket(deps.db, input.ticketId);
  const [row] = await deps.db
    .insert(supportTicketNotes)
    .values({
      id: newId(),
      ticketId: ticket.id,
      authorId: viewer.userId,
      body: input.note,
      createdAt: deps.clock.now(),
    })
    .returning();
  const [author] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return {
    $id: row!.id,
    $createdAt: row!.createdAt.toISOString(),
    $updatedAt: row!.createdAt.toISOString(),
    ticketId: row!.ticketId,
    authorId: row!.authorId,
    authorName: author?.name ?? '',
    body: row!.body,
  };
}
