import { type ReactNode, useRef } from 'react';
import { useDeferredActivation } from '@/components/widgets/use-deferred-activation';

/** How far below the viewport a deferred section starts loading: about two phone screens. */
export const SECTION_ROOT_MARGIN = '1600px 0px';

/**
 * Renders `children` (typically a lazily imported, heavier part of a section) once the wrapper is
 * within SECTION_ROOT_MARGIN of the viewport; until then `placeholder`, which should reserve the
 * same height. A visitor who never scrolls that far never downloads it.
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
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
