import { useEffect, useMemo, useState } from 'react';
import { type Statistic, statistics } from '@/content/statistics';
import { usePublicSettings } from '@/lib/settings/public-settings';

/**
 * The landing's and About page's figures: the three of the `landing` settings (the spec's by
 * default, decision 053) and the index ROI, the first three swapped for the computed ones when the
 * settings say an admin chose them (`GET /v1/landing-figures`). That request and its formatting
 * load after the page (a dynamic import), so no first load grows; a failure keeps the settings'.
 */
export function usePublishedStatistics(): readonly Statistic[] {
  const { landing } = usePublicSettings().settings;
  const base = useMemo<readonly Statistic[]>(
    () => [...landing.statistics, ...statistics.items.slice(3)],
    [landing.statistics],
  );
  const [computed, setComputed] = useState<readonly Statistic[] | null>(null);
  const wantsComputed = landing.figuresSource === 'computed';
  useEffect(() => {
    if (!wantsComputed) {
      setComputed(null);
      return;
    }
    const controller = new AbortController();
    import('@/components/copy-trading/computed-figures')
      .then(({ loadComputedItems }) => loadComputedItems(base, controller.signal))
      .then((items) => {
        if (!controller.signal.aborted) setComputed(items);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [base, wantsComputed]);
  return computed ?? base;
}
