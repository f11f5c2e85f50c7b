import type { ReactNode } from 'react';
import { ScrollGroup } from '@/components/ui/scroll-group';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A small table that scrolls sideways on a phone, with a caption naming it for screen readers. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <ScrollGroup label={caption} className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`py-2 pr-4 font-medium ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100 dark:border-slate-800">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`py-2 pr-4 text-slate-900 dark:text-slate-100 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollGroup>
  );
}
