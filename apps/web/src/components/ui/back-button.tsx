import { messages } from '@copyvest/shared';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';

/** A round button that goes back one history step (or to `fallback` when there is none). */
export function BackButton({
  fallback = '/dashboard',
  className,
}: {
  fallback?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  function goBack() {
    // The first page of a visit has the key "default": there is no in-app page to go back to.
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  }
  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={messages.common.back}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
        className,
      )}
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
    </button>
  );
}
