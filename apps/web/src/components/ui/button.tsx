import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
};

export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, fullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
