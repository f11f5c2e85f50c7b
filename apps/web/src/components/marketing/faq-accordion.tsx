import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

export type FaqItem = { question: string; answer: string };

/**
 * Questions as buttons (aria-expanded, aria-controls) that show and hide their answers. Several
 * answers may be open at once; the first is open when `defaultOpen` is 0.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
  defaultOpen,
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: number;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(defaultOpen === undefined ? [] : [defaultOpen]),
  );
  const Heading = `h${headingLevel}` as const;

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-medium text-slate-900 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-500 dark:text-slate-100 dark:hover:text-emerald-400"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none dark:text-slate-400',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-sm leading-6 text-slate-600 dark:text-slate-300"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
