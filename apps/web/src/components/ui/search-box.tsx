import { messages } from '@copyvest/shared';
import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { inputStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';

type SearchBoxProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  /** The accessible label; visually hidden. */
  label?: string;
};

export function SearchBox({
  value,
  onChange,
  label = messages.ui.searchPlaceholder,
  placeholder = messages.ui.searchPlaceholder,
  className,
  id,
  ...props
}: SearchBoxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={inputStyles(false, 'pr-3 pl-9', 'sm')}
        {...props}
      />
    </div>
  );
}
