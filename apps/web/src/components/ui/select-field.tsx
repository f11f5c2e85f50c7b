import { ChevronDown } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
};

/** A labelled native select with its validation message. */
export function SelectField({
  label,
  error,
  hideLabel = false,
  id,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : labelStyles}>
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputStyles(Boolean(error)), 'appearance-none pr-10')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
