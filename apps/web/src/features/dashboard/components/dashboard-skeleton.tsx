import { messages } from '@copyvest/shared';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while it loads, so nothing jumps when the figures arrive. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={messages.common.loading} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
