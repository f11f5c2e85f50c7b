import { formatMoney, messages } from '@copyvest/shared';

const a = messages.audit;

/** Audit fields that hold amounts in cents. */
const CENTS_FIELDS = new Set([
  'balance',
  'profit',
  'bonus',
  'amount',
  'min',
  'max',
  'fee',
  'minFeeCents',
]);
/** Record bookkeeping, not a change anyone made: ids, timestamps, permissions. */
const isBookkeeping = (field: string) => field.startsWith('$') || field === 'seq';

export type ChangeLine = { field: string; before?: string; after?: string; text: string };

function show(field: string, value: unknown, names: Readonly<Record<string, string>>): string {
  if (value === null || value === undefined || value === '') return a.none;
  if (field === 'userId' && typeof value === 'string' && names[value]) return names[value];
  if (typeof value === 'boolean') return value ? a.yes : a.no;
  if (typeof value === 'number' && CENTS_FIELDS.has(field) && Number.isSafeInteger(value)) {
    return formatMoney(value);
  }
  if (field === 'roi' && typeof value === 'number') return messages.money.roiPerDay(value);
  if (field === 'days' && typeof value === 'number') return messages.money.days(value);
  if (field === 'status' && typeof value === 'string') {
    return (messages.admin.statusLabel as Record<string, string>)[value] ?? value;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => show(field, item, names)).join(', ');
  return JSON.stringify(value);
}

function fields(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** What an audit action did, in words (`plan.update` → "Edited a plan"); unknown ones as recorded. */
export function describeAction(action: string): string {
  return a.actions[action] ?? action;
}

/**
 * An audit entry's before and after as one readable line per field that changed, was set or was
 * removed, with the field's name and its values as the screens show them:
 * "Balance: $10.00 → $35.50", "Active: No → Yes", "ROI: 2% per day". Ids and timestamps are left out;
 * a user named by id (`userId`) is shown by name when `userNames` knows it.
 */
export function describeChange(
  before: unknown,
  after: unknown,
  userNames: Readonly<Record<string, string>> = {},
): ChangeLine[] {
  const from = fields(before);
  const to = fields(after);
  if (!from && !to) return [];
  const names = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  const lines: ChangeLine[] = [];
  for (const name of names) {
    if (isBookkeeping(name)) continue;
    const had = from !== null && name in from;
    const has = to !== null && name in to;
    const was = from?.[name];
    const is = to?.[name];
    if (had && has && JSON.stringify(was) === JSON.stringify(is)) continue;
    const field = a.fields[name] ?? name;
    const beforeText = had ? show(name, was, userNames) : undefined;
    const afterText = has ? show(name, is, userNames) : undefined;
    const text =
      beforeText !== undefined && afterText !== undefined
        ? a.changed(field, beforeText, afterText)
        : afterText !== undefined
          ? a.set(field, afterText)
          : a.removed(field, beforeText ?? a.none);
    lines.push({ field, before: beforeText, after: afterText, text });
  }
  return lines;
}
