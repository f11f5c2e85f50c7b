import { Query } from '@copyvest/shared';
import { useQuery } from '@tanstack/react-query';
import { accountCall } from '@/lib/sdk/account-call';
import { accountLogsQueryKey } from './security-keys';

/** How many of the newest security events the profile shows. */
export const RECENT_ACTIVITY_COUNT = 10;

/** The newest security events of the account (the SDK's `listLogs`). */
export function useAccountLogs() {
  return useQuery({
    queryKey: accountLogsQueryKey,
    queryFn: () =>
      accountCall((account) => account.listLogs({ queries: [Query.limit(RECENT_ACTIVITY_COUNT)] })),
  });
}
