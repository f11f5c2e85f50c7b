import { messages, type TTicketOpenRequest, type TTicketThread } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';
import { toast } from '@/lib/toast';
import { uploadAttachments } from './upload-attachment';

export interface OpenTicketInput extends Omit<TTicketOpenRequest, 'attachmentIds'> {
  files: File[];
}

/** Uploads the attachments, then `POST /v1/tickets` with their ids → the new ticket's thread. */
export async function openTicket({ files, ...input }: OpenTicketInput): Promise<TTicketThread> {
  const attachmentIds = await uploadAttachments(files);
  return api.post<TTicketThread>('/v1/tickets', { ...input, attachmentIds });
}

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: () => {
      toast.success(messages.tickets.opened);
      return queryClient.invalidateQueries({ queryKey: ticketsQueryRoot });
    },
    onError: (error) => toastFailure(messages.tickets.openFailed, error),
  });
}
