import type { TTicketCount, TTicketList } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';

/**
 * The support tickets' reads that several places show (decision 052): the user's list (the
 * tickets page and the signed-in /support), the user's unread badge and the desk's awaiting
 * badge (the navigation). Every key starts with the tickets' root, so a live ticket event
 * refreshes them all.
 */
export const myTicketsQueryKey = [...ticketsQueryRoot, 'mine'] as const;
export const unreadTicketsQueryKey = [...ticketsQueryRoot, 'unread'] as const;
export const awaitingTicketsQueryKey = [...ticketsQueryRoot, 'awaiting'] as const;

/** `GET /v1/tickets`: the signed-in user's tickets, latest activity first. */
export function useMyTickets() {
  return useQuery({
    queryKey: myTicketsQueryKey,
    queryFn: ({ signal }) => api.get<TTicketList>('/v1/tickets', signal),
  });
}

/** The user's tickets with a desk reply not read yet (`GET /v1/tickets/unread`). */
export function useUnreadTickets(enabled = true) {
  return useQuery({
    queryKey: unreadTicketsQueryKey,
    queryFn: ({ signal }) => api.get<TTicketCount>('/v1/tickets/unread', signal),
    enabled,
    select: (data) => data.total,
  });
}

/** Open tickets awaiting the desk (`GET /v1/admin/tickets/awaiting`), for admins. */
export function useAwaitingTickets(enabled = true) {
  return useQuery({
    queryKey: awaitingTicketsQueryKey,
    queryFn: ({ signal }) => api.get<TTicketCount>('/v1/admin/tickets/awaiting', signal),
    enabled,
    select: (data) => data.total,
  });
}
