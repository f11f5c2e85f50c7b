import type { MouseEvent } from 'react';

/** The first focusable element: jumps over the navigation to the page's main content. */
export function SkipLink({ label, targetId = 'main' }: { label: string; targetId?: string }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      className="sr-only z-[70] rounded-lg bg-emerald-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
