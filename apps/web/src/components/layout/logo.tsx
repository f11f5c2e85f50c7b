import { messages } from '@copyvest/shared';
import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { appName } from '@/content/brand';
import { cn } from '@/lib/cn';

/** The brand mark; links home. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-label={messages.brand.homeLink(appName())}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-500 dark:text-white',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-600 text-white">
        <TrendingUp className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">{appName()}</span>
    </Link>
  );
}
