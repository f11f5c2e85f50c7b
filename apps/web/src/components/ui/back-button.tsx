import { messages } from '@copyvest/shared';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
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
  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
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
