import type { ReactNode } from 'react';

/**
 * A table (or list) that scrolls on its own on a phone while the page does not: focusable, so a
 * keyboard can scroll it (axe's scrollable-region-focusable), and a named group, not a region:
 * the panel or section around it is the landmark, often of the same name, and two landmarks of
 * one name are one too many (axe's landmark-unique).
 */
export function ScrollGroup({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
