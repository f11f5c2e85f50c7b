import type { TTicketStatus } from '@copyvest/shared';

/** What happens to a ticket (decision 052). */
export type TicketEvent = 'user_message' | 'staff_reply' | 'close' | 'reopen';

/** Why an event cannot happen to a ticket in its status. */
export type TicketRefusal = 'ticket_closed' | 'ticket_already_open';

/**
 * The status a ticket moves to, or why it cannot: the owner's message makes it await the desk
 * (`open`), the desk's reply makes it await the owner (`answered`); a closed ticket takes no
 * message and is closed once; only a closed ticket is reopened (by the desk).
 */
export function nextTicketStatus(
  current: TTicketStatus,
  event: TicketEvent,
): { status: TTicketStatus } | { refused: TicketRefusal } {
  if (event === 'reopen')
    return current === 'closed' ? { status: 'open' } : { refused: 'ticket_already_open' };
  if (current === 'closed') return { refused: 'ticket_closed' };
  if (event === 'close') return { status: 'closed' };
  return { status: event === 'user_message' ? 'open' : 'answered' };
}
