import { messages } from '@copyvest/shared';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Announced to screen readers unless `decorative`. */
  label?: string;
  decorative?: boolean;
  className?: string;
};

export function Spinner({
  size = 'md',
  label = messages.common.loading,
  decorative = false,
  className,
}: SpinnerProps) {
  const svg = (
    <svg
      className={cn('animate-spin text-current', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-90" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
