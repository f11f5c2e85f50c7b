import { type ComponentProps, useId } from 'react';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';

/** A labelled multi-line text field (the settings' answers, quotes and notice). */
export function TextAreaField({
  label,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <textarea id={id} rows={3} className={inputStyles(false)} {...props} />
    </div>
  );
}
