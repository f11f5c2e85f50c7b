import {
  FILE_ID_UNIQUE,
  KYC_BUCKET,
  messages,
  type TKycDecision,
  type TKycList,
  type TKycSettings,
  type TKycSubmission,
  type TKycSubmissionInput,
} from '@copyvest/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { kycQueryKey } from '@/lib/queries/kyc';
import { sdkCall } from '@/lib/sdk/load-sdk';
import { toast } from '@/lib/toast';

/** An identity document image into the private `kyc` bucket (the SDK's `createFile`); its id. */
export async function uploadKycImage(file: File): Promise<string> {
  const stored = await sdkCall((sdk) =>
    sdk.storage.createFile({ bucketId: KYC_BUCKET, fileId: FILE_ID_UNIQUE, file }),
  );
  return stored.$id;
}

/** A private document's preview: the session cookie opens it for its owner and admins only. */
export const kycImageUrl = (fileId: string, width = 480) =>
  `/v1/storage/buckets/${KYC_BUCKET}/files/${fileId}/preview?width=${width}`;

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TKycSubmissionInput) => api.post<TKycSubmission>('/v1/kyc', input),
    onSuccess: () => {
      toast.success(messages.kyc.submitted);
      return queryClient.invalidateQueries({ queryKey: kycQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

const adminKycKey = ['admin', 'kyc'] as const;

/** Submissions a page of the queue holds. */
export const KYC_QUEUE_PAGE = 50;

/**
 * The verification queue, a page of 50 at a time ("Load more" asks for the next by offset: the
 * queue's order — pending oldest first, then decided newest first — has no single keyset).
 */
export function useKycQueue(filters: { status: string; search: string }) {
  return useInfiniteQuery({
    queryKey: [...adminKycKey, 'queue', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (filters.status) params.set('status', filters.status);
      if (filters.search) params.set('search', filters.search);
      params.set('limit', String(KYC_QUEUE_PAGE));
      params.set('offset', String(pageParam));
      return api.get<TKycList>(`/v1/admin/kyc?${params.toString()}`, signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.submissions.length, 0);
      return last.submissions.length === KYC_QUEUE_PAGE && shown < last.total ? shown : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

export function useKycSubmission(id: string) {
  return useQuery({
    queryKey: [...adminKycKey, 'one', id],
    queryFn: ({ signal }) => api.get<TKycSubmission>(`/v1/admin/kyc/${id}`, signal),
  });
}

export function useDecideKyc(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TKycDecision) =>
      api.post<TKycSubmission>(`/v1/admin/kyc/${id}/decision`, decision),
    onSuccess: () => {
      toast.success(messages.kyc.decided);
      return queryClient.invalidateQueries({ queryKey: adminKycKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

const settingsKey = ['admin', 'settings', 'kyc'] as const;

export function useKycSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<TKycSettings>('/v1/admin/settings/kyc', signal),
  });
}

export function useUpdateKycSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TKycSettings) => api.put<TKycSettings>('/v1/admin/settings/kyc', input),
    onSuccess: (saved) => {
      toast.success(messages.kyc.saved);
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: kycQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
