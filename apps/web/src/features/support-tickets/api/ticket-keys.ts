import type { TAdminTicketQuery } from '@copyvest/shared';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';

/** Query keys of the tickets' pages; all under the tickets' root (live events refresh them). */
export const ticketQueryKey = (id: string) => [...ticketsQueryRoot, 'ticket', id] as const;
export const deskQueryKey = (query: TAdminTicketQuery) =>
  [...ticketsQueryRoot, 'desk', query] as const;
export const deskTicketQueryKey = (id: string) => [...ticketsQueryRoot, 'desk-ticket', id] as const;
export const cannedRepliesQueryKey = [...ticketsQueryRoot, 'canned'] as const;
