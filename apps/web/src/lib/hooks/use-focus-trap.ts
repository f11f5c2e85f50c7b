import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** The open traps, innermost last: only that one answers keys (a modal over a drawer). */
const openTraps: HTMLElement[] = [];

/**
 * While `active`: moves focus into the container (the element marked `data-autofocus`, else the
 * first focusable, else the container), keeps Tab and Shift+Tab inside it, calls `onEscape` on
 * Escape, and gives focus back to the previously focused element afterwards. Keys are heard on the
 * document, so Escape and Tab still work when focus has fallen out of the container (a focused
 * button disabled while busy drops focus to the page); Tab then brings it back in.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const items = focusables(container);
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
    const initial = preferred && items.includes(preferred) ? preferred : items[0];
    (initial ?? container).focus();

    openTraps.push(container);

    function onKeyDown(event: KeyboardEvent) {
      if (!container || openTraps[openTraps.length - 1] !== container) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openTraps.splice(openTraps.indexOf(container), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, containerRef]);
}
