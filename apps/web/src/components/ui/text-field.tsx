import { type ComponentProps, useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
};

/** A labelled input with its validation message. */
export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelStyles}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputStyles(Boolean(error))}
        {...props}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
