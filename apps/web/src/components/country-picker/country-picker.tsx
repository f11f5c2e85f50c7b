import { messages } from '@copyvest/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { CountrySearchModal } from '@/components/country-picker/country-search-modal';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';

type CountryPickerProps = {
  label: string;
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  id?: string;
};

/** A form field that opens the country search; the value is the country's common name. */
export function CountryPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  name,
  id,
}: CountryPickerProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const errorId = `${buttonId}-error`;
  const labelId = `${buttonId}-label`;
  const valueId = `${buttonId}-value`;
  const [open, setOpen] = useState(false);

  return (
    <div>
      <label id={labelId} htmlFor={buttonId} className={labelStyles}>
        {label}
      </label>
      <button
        id={buttonId}
        name={name}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        className={cn(inputStyles(Boolean(error)), 'flex items-center justify-between text-left')}
      >
        <span id={valueId} className={value ? '' : 'text-slate-500 dark:text-slate-400'}>
          {value || messages.countries.choose}
        </span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      <FieldError id={errorId} message={error} />
      <CountrySearchModal
        open={open}
        selected={value}
        onClose={() => setOpen(false)}
        onSelect={(country) => {
          onChange(country.name.common);
          setOpen(false);
        }}
      />
    </div>
  );
}
