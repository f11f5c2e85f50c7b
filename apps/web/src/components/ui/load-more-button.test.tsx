import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreButton } from '@/components/ui/load-more-button';

describe('LoadMoreButton', () => {
  it('asks for the next page, and is busy reading "Loading more..." while it loads', () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(
      <LoadMoreButton hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<LoadMoreButton hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    const busy = screen.getByRole('button', { name: 'Loading more...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('shows nothing once the last page is shown', () => {
    const { container } = render(
      <LoadMoreButton hasNextPage={false} isFetchingNextPage={false} fetchNextPage={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
