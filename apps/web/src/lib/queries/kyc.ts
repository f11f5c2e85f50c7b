import type { TKycState } from '@copyvest/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /v1/kyc`: the signed-in user's identity verification and the rule withdrawals follow
 * (decision 054). Read by the KYC page, the profile and the withdrawal form (hence in lib/).
 */
export const kycQueryKey = ['kyc'] as const;

export const kycQueryOptions = queryOptions({
  queryKey: kycQueryKey,
  queryFn: ({ signal }) => api.get<TKycState>('/v1/kyc', signal),
});

export function useKycState() {
  return useQuery(kycQueryOptions);
}

/** `GET /v1/admin/users/:id/kyc`: a user's verification, for the admin's user page. */
export function useAdminUserKyc(userId: string) {
  return useQuery({
    queryKey: ['admin', 'kyc', 'user', userId],
    queryFn: ({ signal }) => api.get<TKycState>(`/v1/admin/users/${userId}/kyc`, signal),
  });
}
