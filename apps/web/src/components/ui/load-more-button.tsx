import { messages } from '@copyvest/shared';
import { Button } from '@/components/ui/button';

/** "Load more" under a paged list; nothing once the last page is shown. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {messages.money.loadMore}
      </Button>
    </div>
  );
}
