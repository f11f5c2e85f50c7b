import type { IconName } from '@/content/landing';
import { cn } from '@/lib/cn';
import { FeatureIcon } from './feature-icon';

/** Cards with an icon, a title and a short text, two or three per row. */
export function CardGrid({
  items,
  columns = 3,
}: {
  items: readonly { icon: IconName; title: string; body: string }[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul
      className={cn(
        'mt-12 grid gap-6 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
        >
          <FeatureIcon name={item.icon} />
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {item.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
