import {
  messages,
  type TAdminTicket,
  type TAdminTicketList,
  type TAdminTicketQuery,
  type TAdminTicketThread,
  type TTicketNote,
} from '@copyvest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsQueryRoot } from '@/lib/queries/query-roots';
import { toastFailure } from '@/lib/toast-failure';
import { toast } from '@/lib/toast';
import { deskQueryKey, deskTicketQueryKey } from './ticket-keys';
import { uploadAttachments } from './upload-attachment';

const ticketPath = (id: string) => `/v1/admin/tickets/${encodeURIComponent(id)}`;

/** `GET /v1/admin/tickets`: the desk's queue with its filters. */
export function useDeskTickets(query: TAdminTicketQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: deskQueryKey(query),
    queryFn: ({ signal }) => api.get<TAdminTicketList>(`/v1/admin/tickets?${params}`, signal),
    placeholderData: (previous) => previous,
  });
}

/** `GET /v1/admin/tickets/{id}`: the thread, the notes and the user's summary. */
export function useDeskTicket(id: string) {
  return useQuery({
    queryKey: deskTicketQueryKey(id),
    queryFn: ({ signal }) => api.get<TAdminTicketThread>(ticketPath(id), signal),
  });
}

/** Every desk action refreshes the tickets' queries and says how it went. */
function useDeskAction<I, O>(run: (input: I) => Promise<O>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(done);
      return queryClient.invalidateQueries({ queryKey: ticketsQueryRoot });
    },
    onError: (error) => toastFailure(failed, error),
  });
}

const t = messages.tickets;

/**
 * Uploads the attachments, then `POST /v1/admin/tickets/{id}/messages`: the desk's reply (mailed
 * and notified to the user, who may open its attachments).
 */
async function answerTicket(input: { id: string; message: string; files: File[] }) {
  const attachmentIds = await uploadAttachments(input.files);
  return api.post<TAdminTicketThread>(`${ticketPath(input.id)}/messages`, {
    message: input.message,
    attachmentIds,
  });
}

export const useAnswerTicket = () => useDeskAction(answerTicket, t.replied, t.replyFailed);

/** `POST /v1/admin/tickets/{id}/notes`: an internal note. */
export const useAddTicketNote = () =>
  useDeskAction(
    (input: { id: string; note: string }) =>
      api.post<TTicketNote>(`${ticketPath(input.id)}/notes`, { note: input.note }),
    t.noteAdded,
    t.noteFailed,
  );

/** `PUT /v1/admin/tickets/{id}/assignee`. */
export const useAssignTicket = () =>
  useDeskAction(
    (input: { id: string; assigneeId: string | null }) =>
      api.put<TAdminTicket>(`${ticketPath(input.id)}/assignee`, { assigneeId: input.assigneeId }),
    t.assigned,
    t.assignFailed,
  );

/** `POST /v1/admin/tickets/{id}/close`. */
export const useCloseDeskTicket = () =>
  useDeskAction(
    (id: string) => api.post<TAdminTicket>(`${ticketPath(id)}/close`),
    t.closed,
    t.closeFailed,
  );

/** `POST /v1/admin/tickets/{id}/reopen`. */
export const useReopenTicket = () =>
  useDeskAction(
    (id: string) => api.post<TAdminTicket>(`${ticketPath(id)}/reopen`),
    t.reopened,
    t.reopenFailed,
  );
