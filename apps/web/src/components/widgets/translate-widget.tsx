import { Languages } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { widgetText } from '@/content/markets';
import { cn } from '@/lib/cn';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A "Translate" button that loads the Google translate element only when pressed. When the
 * provider cannot be reached, a short message replaces it. The control keeps the button's height:
 * Google's element (a picker over "Powered by Google") and the message open over the page, so
 * the hero never moves (it pushed the headline down 40 px).
 */
export function TranslateWidget({ className }: { className?: string }) {
  const elementId = `translate-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'loading') return;
    let current = true;
    import('./load-google-translate')
      .then(({ showGoogleTranslate }) => showGoogleTranslate(elementId))
      .then(
        () => current && setStatus('ready'),
        () => current && setStatus('failed'),
      );
    return () => {
      current = false;
    };
  }, [status, elementId]);

  // Google's language picker is an unlabeled <select>: give it a name.
  useEffect(() => {
    if (status !== 'ready') return;
    const element = document.getElementById(elementId);
    if (!element) return;
    const label = () =>
      element
        .querySelectorAll('select:not([aria-label])')
        .forEach((select) => select.setAttribute('aria-label', widgetText.translateHint));
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [status, elementId]);

  return (
    <div
      data-testid="translate-control"
      className={cn('relative flex h-10 items-center justify-end', className)}
    >
      {status !== 'ready' && (
        <button
          type="button"
          onClick={() => setStatus('loading')}
          disabled={status === 'loading'}
          aria-label={widgetText.translateLabel}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-wait disabled:opacity-70 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Languages className="size-4" aria-hidden="true" />
          {status === 'loading' ? widgetText.translateLoading : widgetText.translate}
        </button>
      )}
      <div
        id={elementId}
        className={cn(
          'absolute top-0 right-0 z-20 rounded-lg bg-white p-1 shadow-md dark:bg-slate-900',
          status !== 'ready' && 'hidden',
        )}
      />
      <p
        role="status"
        className={cn(
          'absolute top-full right-0 z-20 mt-1 w-64 text-right text-sm text-slate-600 dark:text-slate-400',
          status !== 'failed' && 'sr-only',
        )}
      >
        {status === 'failed' ? widgetText.translateUnavailable : ''}
      </p>
    </div>
  );
}
