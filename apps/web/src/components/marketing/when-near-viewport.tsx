import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDeferredActivation } from '@/components/widgets/use-deferred-activation';

/** How far below the viewport a deferred section starts loading: about two phone screens. */
export const SECTION_ROOT_MARGIN = '1600px 0px';

/** Whether the URL's fragment names an element that holds `element` (a jump to its section). */
function targetedByHash(element: Element | null): boolean {
  const id = window.location.hash.slice(1);
  if (!id || !element) return false;
  let target: HTMLElement | null = null;
  try {
    target = document.getElementById(decodeURIComponent(id));
  } catch {
    return false;
  }
  return target !== null && target.contains(element);
}

/**
 * Renders `children` (typically a lazily imported, heavier part of a section) once the wrapper is
 * within SECTION_ROOT_MARGIN of the viewport, or at once when the URL jumps to its section
 * (`/#contact`, a header link): the visitor asked for it, so it does not wait on the observer.
 * Until then `placeholder`, which should reserve the same height. A visitor who never scrolls
 * that far never downloads it.
 */
export function WhenNearViewport({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useDeferredActivation(ref, SECTION_ROOT_MARGIN, false);
  const [targeted, setTargeted] = useState(false);
  useEffect(() => {
    const check = () => {
      if (targetedByHash(ref.current)) setTargeted(true);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  return <div ref={ref}>{near || targeted ? children : placeholder}</div>;
}
