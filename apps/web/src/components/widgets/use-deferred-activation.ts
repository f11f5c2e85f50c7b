import { type RefObject, useEffect, useState } from 'react';
import { WIDGET_ROOT_MARGIN } from '@copyvest/shared';
import { whenPageIdle } from './when-page-idle';

/**
 * True once the element is near the viewport (IntersectionObserver with a root margin) and, unless
 * `waitForIdle` is false, the page is loaded and idle. Stays true afterwards.
 */
export function useDeferredActivation(
  ref: RefObject<Element | null>,
  rootMargin: string = WIDGET_ROOT_MARGIN,
  waitForIdle = true,
): boolean {
  const [near, setNear] = useState(false);
  const [idle, setIdle] = useState(!waitForIdle);

  useEffect(() => {
    if (!waitForIdle) return;
    return whenPageIdle(() => setIdle(true));
  }, [waitForIdle]);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);

  return near && idle;
}
