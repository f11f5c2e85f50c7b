import { messages } from '@copyvest/shared';
import { cn } from '@/lib/cn';

const tones = [
  'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  'bg-orange-50 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300',
  'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-300',
];

/** A trader's risk level, 1 (lowest) to 5, in words and colour. */
export function RiskBadge({ level }: { level: number }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[Math.min(Math.max(level, 1), 5) - 1],
      )}
    >
      {messages.copyPages.riskOf(level)}
    </span>
  );
}
