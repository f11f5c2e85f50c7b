import type { TCommissionList, TReferralSettings, TReferralTree } from '@copyvest/shared';
import { messages } from '@copyvest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { referralsQueryRoot } from '@/lib/queries/query-roots';
import { toast } from '@/lib/toast';

/** `GET /v1/referrals/commissions`: the commissions paid to the user, newest first (055). */
export function useCommissions() {
  return useQuery({
    queryKey: [...referralsQueryRoot, 'commissions'],
    queryFn: ({ signal }) => api.get<TCommissionList>('/v1/referrals/commissions?limit=50', signal),
  });
}

/** `GET /v1/referrals/tree`: the user's network, levels 1–5. */
export function useReferralTree() {
  return useQuery({
    queryKey: [...referralsQueryRoot, 'tree'],
    queryFn: ({ signal }) => api.get<TReferralTree>('/v1/referrals/tree', signal),
  });
}

const settingsKey = ['admin', 'settings', 'referrals'] as const;

export function useReferralSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<TReferralSettings>('/v1/admin/settings/referrals', signal),
  });
}

export function useUpdateReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReferralSettings) =>
      api.put<TReferralSettings>('/v1/admin/settings/referrals', input),
    onSuccess: (saved) => {
      toast.success(messages.referral.saved);
      queryClient.setQueryData(settingsKey, saved);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
