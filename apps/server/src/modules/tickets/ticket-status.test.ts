import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '@copyvest/shared';
import { nextTicketStatus, type TicketEvent } from './ticket-status.ts';

const EVENTS: TicketEvent[] = ['user_message', 'staff_reply', 'close', 'reopen'];

describe('nextTicketStatus', () => {
  it('a user message makes an open or answered ticket await the desk; a staff reply awaits the user', () => {
    for (const from of ['open', 'answered'] as const) {
      expect(nextTicketStatus(from, 'user_message')).toEqual({ status: 'open' });
      expect(nextTicketStatus(from, 'staff_reply')).toEqual({ status: 'answered' });
      expect(nextTicketStatus(from, 'close')).toEqual({ status: 'closed' });
      expect(nextTicketStatus(from, 'reopen')).toEqual({ refused: 'ticket_already_open' });
    }
  });

  it('a closed ticket takes no message and no second close, but may be reopened', () => {
    expect(nextTicketStatus('closed', 'user_message')).toEqual({ refused: 'ticket_closed' });
    expect(nextTicketStatus('closed', 'staff_reply')).toEqual({ refused: 'ticket_closed' });
    expect(nextTicketStatus('closed', 'close')).toEqual({ refused: 'ticket_closed' });
    expect(nextTicketStatus('closed', 'reopen')).toEqual({ status: 'open' });
  });

  it('any sequence of events keeps the status one of the three codes, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS), { maxLength: 30 }), (events) => {
        let status: (typeof TICKET_STATUSES)[number] = 'open';
        for (const event of events) {
          const next = nextTicketStatus(status, event);
          if ('status' in next) status = next.status;
          expect(TICKET_STATUSES).toContain(status);
          // Only a reopen leaves `closed`.
          if ('status' in next && event !== 'reopen')
            expect(next.status === 'open').toBe(event === 'user_message');
        }
      }),
    );
  });
});
