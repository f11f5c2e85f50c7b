import { messages } from '@copyvest/shared';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';

/**
 * "Load more" under a paged list (an infinite query's next page): busy, and reading "Loading
 * more...", while the page loads; nothing once the last page is shown.
 */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  size,
  className,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  size?: ButtonSize;
  /** Classes for the row that centres the button (margins, padding). */
  className?: string;
}) {
  if (!hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className)}>
      <Button
        variant="secondary"
        size={size}
        busy={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? messages.money.loadingMore : messages.money.loadMore}
      </Button>
    </div>
  );
}
