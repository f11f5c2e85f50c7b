import type { TAdminTicket } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { applyTicketEvent } from './apply-ticket-event.ts';
import { findTicket } from './find-ticket.ts';
import { readDeskTicket } from './read-desk-ticket.ts';

export interface SetDeskTicketStatusOptions {
  deps: AppDeps;
  viewer: Actor;
  input: { ticketId: string; event: 'close' | 'reopen' };
}

/**
 * The desk closes a ticket or reopens a closed one (it then awaits the desk again); a second
 * close or a reopen of an open ticket is a 409.
 */
export async function setDeskTicketStatus({
  deps,
  viewer,
  input,
}: SetDeskTicketStatusOptions): Promise<TAdminTicket> {
  await authorize(viewer, 'ticket.manage');
  const ticket = await findTicket(deps.db, input.ticketId);
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    applyTicketEvent({ tx, ticketId: ticket.id, event: input.event, at }),
  );
  return readDeskTicket(deps.db, ticket.id);
}
