import { type ComponentProps, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { type ControlSize, labelStyles } from '@/components/ui/field-styles';
import { Select } from '@/components/ui/select';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'size'> & {
  label: string;
  error?: string;
  /** Hides the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  /** `sm` in a list's filter row, beside the search box. */
  size?: ControlSize;
};

/** A labelled `Select` with its validation message. */
export function SelectField({
  label,
  error,
  hideLabel = false,
  size,
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
      <Select
        id={selectId}
        size={size}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {children}
      </Select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
