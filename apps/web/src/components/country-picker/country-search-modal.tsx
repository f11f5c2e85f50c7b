import { messages } from '@copyvest/shared';
import { QueryProvider } from '@/app/query-provider';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { Modal } from '@/components/ui/modal';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { searchCountries, type TCountry, useCountries } from '@/lib/countries';

type CountrySearchModalProps = {
  open: boolean;
  onClose: () => void;
  onSelect: (country: TCountry) => void;
  selected?: string;
};

/** Searches the countries service and offers the best matches; fully keyboard usable. */
export function CountrySearchModal({ open, onClose, onSelect, selected }: CountrySearchModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={messages.countries.modalTitle}>
      <QueryProvider>
        <CountrySearch onSelect={onSelect} selected={selected} />
      </QueryProvider>
    </Modal>
  );
}

function CountrySearch({
  onSelect,
  selected,
}: Pick<CountrySearchModalProps, 'onSelect' | 'selected'>) {
  const { data: countries, isPending, isError, refetch } = useCountries();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const matches = countries ? searchCountries(countries, query) : [];
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (matches.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % matches.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + matches.length) % matches.length);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(matches.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const match = matches[activeIndex];
      if (match) onSelect(match);
    }
  }

  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        {messages.countries.searchLabel}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={messages.ui.searchPlaceholder}
          autoComplete="off"
          data-autofocus
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </div>
      <p id={hintId} className="mt-2 text-xs text-slate-500 dark:text-slate-400">
        {messages.countries.hint}
      </p>

      {isPending && <LoadingState label={messages.countries.loading} />}
      {isError && (
        <div role="alert" className="mt-4 space-y-3 text-sm text-red-600 dark:text-red-400">
          <p>{messages.countries.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {messages.common.retry}
          </Button>
        </div>
      )}

      <ul
        id={listId}
        role="listbox"
        aria-label={messages.countries.results}
        className="mt-3 space-y-1"
      >
        {matches.map((country, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a listbox option: the search field owns the keys (aria-activedescendant), Enter picks the active option
          <li
            key={country.cca2}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => onSelect(country)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm',
              index === activeIndex
                ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-100'
                : 'text-slate-700 dark:text-slate-200',
            )}
          >
            <span className="text-lg leading-none" aria-hidden="true">
              {country.flag}
            </span>
            <span className="flex-1">{country.name.common}</span>
            {country.name.common === selected && (
              <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      {countries && matches.length === 0 && (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" role="status">
          {messages.countries.noMatches}
        </p>
      )}
    </div>
  );
}
