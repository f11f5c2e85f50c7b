import { cn } from '@/lib/cn';

export const labelStyles = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200';

/**
 * Control heights: `md` for form fields, `sm` for the controls of a list's filter row (search box,
 * filter selects), which sit side by side and must line up.
 */
export const controlHeight = { md: 'h-11', sm: 'h-10' } as const;
export type ControlSize = keyof typeof controlHeight;

/**
 * The look of every text input and select. The height comes from `size` only: a height class
 * added in `className` would not reliably win over the default (class order does not decide).
 */
export function inputStyles(
  invalid: boolean,
  className?: string,
  size: ControlSize = 'md',
): string {
  return cn(
    controlHeight[size],
    'w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 focus:border-emerald-500 focus:ring-emerald-500/30 dark:border-slate-700',
    className,
  );
}
