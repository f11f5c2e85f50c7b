import {
  messages,
  type TCannedReply,
  type TCannedReplyInput,
  type TCannedReplyList,
} from '@copyvest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toastFailure } from '@/lib/toast-failure';
import { toast } from '@/lib/toast';
import { cannedRepliesQueryKey } from './ticket-keys';

const t = messages.tickets;

/** `GET /v1/admin/canned-replies`. */
export function useCannedReplies() {
  return useQuery({
    queryKey: cannedRepliesQueryKey,
    queryFn: ({ signal }) => api.get<TCannedReplyList>('/v1/admin/canned-replies', signal),
    select: (data) => data.cannedReplies,
  });
}

/** Create (no id), update (with id) or delete (`remove`) a canned reply. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCannedReplyInput & { id?: string }) =>
      input.id
        ? api.put<TCannedReply>(`/v1/admin/canned-replies/${encodeURIComponent(input.id)}`, {
            title: input.title,
            body: input.body,
          })
        : api.post<TCannedReply>('/v1/admin/canned-replies', input),
    onSuccess: () => {
      toast.success(t.cannedSaved);
      return queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey });
    },
    onError: (error) => toastFailure(t.cannedFailed, error),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/v1/admin/canned-replies/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast.success(t.cannedDeleted);
      return queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey });
    },
    onError: (error) => toastFailure(t.cannedFailed, error),
  });
}
