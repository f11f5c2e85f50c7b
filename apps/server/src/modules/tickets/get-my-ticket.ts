import type { TTicketThread } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findTicket } from './find-ticket.ts';
import { readThread } from './read-thread.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export interface GetMyTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string };
}

/** One of the viewer's tickets with its public thread; anyone else's is a 404. */
export async function getMyTicket({
  deps,
  viewer,
  input,
}: GetMyTicketOptions): Promise<TTicketThread> {
  await authorize(viewer, 'ticket.read');
  const ticket = await findTicket(deps.db, input.ticketId);
  await authorize(viewer, 'ticket.read', { ownerId: ticket.userId });
  return {
    ticket: toTicketDto(ticket),
    messages: await readThread({ db: deps.db, where: { ticketId: ticket.id } }),
  };
}
