import { useEffect } from 'react';
import { useLocation } from 'react-router';

const ANCHOR_WAIT_MS = 3000;
/** How long the anchor is kept in place while lazily loaded sections above it settle. */
export const ANCHOR_SETTLE_MS = 4000;
/** What the visitor does that ends the keeping in place: their own scrolling wins. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Smooth, unless the visitor asked the system for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Every route change scrolls smoothly to the top; a link with a hash scrolls to its anchor
 * instead, waiting for the anchor to appear when its page is still loading. Sections above the
 * anchor that render later (lazy chunks, plans from the API, widgets) change its position after
 * the scroll: while the page settles, each change of the page's size scrolls to the anchor again,
 * until the visitor scrolls themselves.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const cleanups: (() => void)[] = [];
    const cleanup = () => cleanups.splice(0).forEach((run) => run());

    const keepInPlace = (target: HTMLElement) => {
      if (typeof ResizeObserver === 'undefined') return;
      let lastHeight = document.body.scrollHeight;
      const resizes = new ResizeObserver(() => {
        const height = document.body.scrollHeight;
        if (height === lastHeight || !target.isConnected) return;
        lastHeight = height;
        target.scrollIntoView({ behavior: 'auto', block: 'start' });
      });
      resizes.observe(document.body);
      const stop = () => cleanup();
      for (const type of USER_SCROLL_EVENTS) {
        window.addEventListener(type, stop, { passive: true, once: true });
      }
      const timeout = window.setTimeout(stop, ANCHOR_SETTLE_MS);
      cleanups.push(() => {
        resizes.disconnect();
        for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
        window.clearTimeout(timeout);
      });
    };

    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      keepInPlace(target);
      return true;
    };
    if (scrollToAnchor()) return cleanup;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    cleanups.push(() => {
      observer.disconnect();
      window.clearTimeout(timeout);
    });
    return cleanup;
    // `key` changes when the same link is followed again.
  }, [pathname, hash, key]);

  return null;
}
