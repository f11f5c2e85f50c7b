import type { TTicketThread } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketQueryKey } from './ticket-keys';

/** `GET /v1/tickets/{id}`: one of the user's tickets with its thread. */
export function useTicket(id: string) {
  return useQuery({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) =>
      api.get<TTicketThread>(`/v1/tickets/${encodeURIComponent(id)}`, signal),
  });
}
