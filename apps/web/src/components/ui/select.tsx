import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ControlSize, inputStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';

type SelectProps = Omit<ComponentProps<'select'>, 'size'> & {
  /** `md` (form fields, default) or `sm` (a filter row, as tall as the search box). */
  size?: ControlSize;
  invalid?: boolean;
  /** Classes for the wrapper (width, margins); the select fills it. */
  className?: string;
};

/**
 * The app's select: a native `<select>` (keyboard, screen readers and the phone's own picker
 * keep working) drawn like the text inputs and the search box: same border, radius, focus ring,
 * dark mode and height, with one chevron instead of the browser's arrow. Label it with a
 * `<label htmlFor>` or `aria-label`; `SelectField` adds the label and the error.
 */
export function Select({
  size = 'md',
  invalid = false,
  className,
  children,
  ...props
}: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        aria-invalid={invalid ? true : undefined}
        className={inputStyles(invalid, 'cursor-pointer appearance-none truncate pr-10', size)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}
