import { useEffect, useState } from 'react';
import { type Statistic, statistics } from '@/content/statistics';

/**
 * The landing's and About page's figures: the spec's at once, swapped for the computed ones when
 * `GET /v1/landing-figures` says an admin chose them. The request and its formatting load after
 * the page (a dynamic import), so no first load grows; a failure keeps the spec's figures.
 */
export function usePublishedStatistics(): readonly Statistic[] {
  const [items, setItems] = useState<readonly Statistic[]>(statistics.items);
  useEffect(() => {
    const controller = new AbortController();
    import('@/components/copy-trading/computed-figures')
      .then(({ loadComputedItems }) => loadComputedItems(statistics.items, controller.signal))
      .then((computed) => {
        if (computed && !controller.signal.aborted) setItems(computed);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return items;
}
