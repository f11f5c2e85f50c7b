import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { auditQueryKey } from '@/features/admin/api/get-audit';

/**
 * After an admin changes a plan or a payment method: the list under `queryKey` (every screen
 * reading it, the users' and the admin's) and the audit log that records the change.
 */
export async function invalidateWithAudit(
  queryClient: QueryClient,
  queryKey: QueryKey,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  ]);
}
