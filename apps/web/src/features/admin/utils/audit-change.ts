import { formatMoney } from '@copyvest/shared';

/** Audit fields that hold amounts in cents. */
const CENTS_FIELDS = new Set(['balance', 'profit', 'bonus', 'amount', 'min', 'max', 'fee']);

export type ChangeLine = { field: string; before?: string; after?: string };

function show(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && CENTS_FIELDS.has(field) && Number.isSafeInteger(value)) {
    return formatMoney(value);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

function fields(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * An audit entry's before and after as one line per field that changed (or was set or removed),
 * amounts shown as money: `balance: $10.00 → $35.50`.
 */
export function describeChange(before: unknown, after: unknown): ChangeLine[] {
  const from = fields(before);
  const to = fields(after);
  if (!from && !to) return [];
  const names = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  const lines: ChangeLine[] = [];
  for (const field of names) {
    const a = from?.[field];
    const b = to?.[field];
    if (from && to && JSON.stringify(a) === JSON.stringify(b)) continue;
    lines.push({
      field,
      before: from ? show(field, a) : undefined,
      after: to ? show(field, b) : undefined,
    });
  }
  return lines;
}
