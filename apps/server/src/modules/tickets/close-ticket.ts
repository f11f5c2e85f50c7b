import type { TTicket } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { applyTicketEvent } from './apply-ticket-event.ts';
import { findTicket } from './find-ticket.ts';
import { toTicketDto } from './to-ticket-dto.ts';

export interface CloseTicketOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string };
}

/** The owner closes their ticket (a closed one again: 409 `ticket_closed`). */
export async function closeTicket({ deps, viewer, input }: CloseTicketOptions): Promise<TTicket> {
  await authorize(viewer, 'ticket.close');
  const found = await findTicket(deps.db, input.ticketId);
  await authorize(viewer, 'ticket.close', { ownerId: found.userId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) =>
    toTicketDto(await applyTicketEvent({ tx, ticketId: found.id, event: 'close', at })),
  );
}
