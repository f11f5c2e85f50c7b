import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditQueryOptions } from '@/features/admin/api/get-audit';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { overviewQueryKey } from '@/features/admin/api/get-overview';
import { dashboardQueryKey } from '@/lib/queries/dashboard';
import { paymentMethodsQueryOptions } from '@/lib/queries/payment-methods';
import { plansQueryOptions } from '@/lib/queries/plans';

describe('after an admin changes a plan or a payment method', () => {
  function cache() {
    const queryClient = new QueryClient();
    const keys: QueryKey[] = [
      plansQueryOptions.queryKey,
      paymentMethodsQueryOptions.queryKey,
      auditQueryOptions({ actorId: '', targetId: '' }).queryKey,
      overviewQueryKey,
      dashboardQueryKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey.slice(0, 2));
    return { queryClient, stale };
  }

  it('a plan change makes the plans every screen reads and the audit log stale, nothing else', async () => {
    const { queryClient, stale } = cache();
    await invalidateWithAudit(queryClient, plansQueryOptions.queryKey);
    expect(stale()).toEqual([['plans'], ['admin', 'audit']]);
  });

  it('a payment method change makes the payment methods and the audit log stale', async () => {
    const { queryClient, stale } = cache();
    await invalidateWithAudit(queryClient, paymentMethodsQueryOptions.queryKey);
    expect(stale()).toEqual([['payment-methods'], ['admin', 'audit']]);
  });
});
