import {
  messages,
  type TAdminMessageInput,
  type TAdminMessageSent,
  type TAdminNote,
  type TAdminNoteInput,
  type TAdminNoteList,
  type TLoginHistory,
} from '@copyvest/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useIdempotentMutation } from '@/lib/idempotency';
import { usersQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';
import { segment } from '@/features/admin/utils/query-string';

const t = messages.userTools;

const notesKey = (id: string) => [...usersQueryRoot, 'notes', id] as const;

/** `GET /v1/users/{id}/logins`: the user's sign-ins, newest first (decision 056). */
export function useUserLogins(id: string) {
  return useQuery({
    queryKey: [...usersQueryRoot, 'logins', id] as const,
    queryFn: ({ signal }) => api.get<TLoginHistory>(`/v1/users/${segment(id)}/logins`, signal),
  });
}

/** `GET /v1/users/{id}/notes`: admins' notes about the user, newest first. */
export function useUserNotes(id: string) {
  return useQuery({
    queryKey: notesKey(id),
    queryFn: ({ signal }) => api.get<TAdminNoteList>(`/v1/users/${segment(id)}/notes`, signal),
  });
}

/** `POST /v1/users/{id}/notes`. */
export function useAddUserNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdminNoteInput) =>
      api.post<TAdminNote>(`/v1/users/${segment(id)}/notes`, input),
    onSuccess: () => {
      toast.success(t.noteAdded);
      return queryClient.invalidateQueries({ queryKey: notesKey(id) });
    },
  });
}

/** `POST /v1/users/{id}/messages`: one Idempotency-Key per message, so a retry mails once. */
export function useMessageUser(id: string) {
  return useIdempotentMutation<TAdminMessageSent, TAdminMessageInput>({
    send: (input, key) =>
      apiRequest<TAdminMessageSent>(`/v1/users/${segment(id)}/messages`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => toast.success(t.messageSent),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
