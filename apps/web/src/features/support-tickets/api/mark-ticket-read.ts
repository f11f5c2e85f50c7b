import type { TTicket } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myTicketsQueryKey, unreadTicketsQueryKey } from '@/lib/queries/tickets';

/** `POST /v1/tickets/{id}/read`: the user has seen the desk's replies (the badge counts down). */
export function useMarkTicketRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TTicket>(`/v1/tickets/${encodeURIComponent(id)}/read`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadTicketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: myTicketsQueryKey }),
      ]),
  });
}
