import { messages, type TTicket } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';
import { toast } from '@/lib/toast';

/** `POST /v1/tickets/{id}/close`: the owner closes their ticket. */
export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TTicket>(`/v1/tickets/${encodeURIComponent(id)}/close`),
    onSuccess: () => {
      toast.success(messages.tickets.closed);
      return queryClient.invalidateQueries({ queryKey: ticketsQueryRoot });
    },
    onError: (error) => toastFailure(messages.tickets.closeFailed, error),
  });
}
