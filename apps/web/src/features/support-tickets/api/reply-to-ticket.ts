import { messages, type TTicketThread } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';
import { toast } from '@/lib/toast';
import { uploadAttachments } from './upload-attachment';

/** Uploads the attachments, then `POST /v1/tickets/{id}/messages`: the user's reply. */
export async function replyToTicket(input: { id: string; message: string; files: File[] }) {
  const attachmentIds = await uploadAttachments(input.files);
  return api.post<TTicketThread>(`/v1/tickets/${encodeURIComponent(input.id)}/messages`, {
    message: input.message,
    attachmentIds,
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => {
      toast.success(messages.tickets.replied);
      return queryClient.invalidateQueries({ queryKey: ticketsQueryRoot });
    },
    onError: (error) => toastFailure(messages.tickets.replyFailed, error),
  });
}
