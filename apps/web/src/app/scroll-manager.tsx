import { useEffect } from 'react';
import { useLocation } from 'react-router';

const ANCHOR_WAIT_MS = 3000;

/** Smooth, unless the visitor asked the system for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Every route change scrolls smoothly to the top; a link with a hash scrolls to its anchor
 * instead, waiting for the anchor to appear when its page is still loading.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return true;
    };
    if (scrollToAnchor()) return;
    const observer = new MutationObserver(() => {
      if (scrollToAnchor()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
    // `key` changes when the same link is followed again.
  }, [pathname, hash, key]);

  return null;
}
