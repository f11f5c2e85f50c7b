/**
 * Calendar dates (YYYY-MM-DD) and the instants a date range covers in a time zone: a list's
 * from/to filter means whole days as the viewer sees them (dates are shown in the viewer's zone).
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(text: string): [number, number, number] | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** A real calendar date written YYYY-MM-DD, in the years 1000 to 9999 ("2026-02-30" is not). */
export function isCalendarDate(text: string): boolean {
  const parts = dateParts(text);
  if (!parts) return false;
  const [year, month, day] = parts;
  if (year < 1000) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** An IANA time zone name the runtime knows ("UTC", "Europe/London"). */
export function isTimeZone(text: string): boolean {
  if (text === '' || text.length > 64) return false;
  try {
    formatIn(text);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a calendar date begins in a time zone (its first existing moment). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = dateParts(date) ?? [Number.NaN, Number.NaN, Number.NaN];
  const wall = Date.UTC(year, month - 1, day);
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone));
}

/** The calendar date after `date` ("2026-12-31" → "2027-01-01"). */
export function nextCalendarDate(date: string): string {
  const [year, month, day] = dateParts(date) ?? [Number.NaN, Number.NaN, Number.NaN];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export type TDateRangeInput = { from?: string; to?: string; timeZone?: string };

/**
 * The instants a from/to date range covers in its time zone (default UTC): from the start of
 * `from` (inclusive) to the start of the day after `to` (exclusive); absent ends are open, and so
 * is a `to` of the last calendar date.
 */
export function dateRangeBounds(range: TDateRangeInput): { start?: Date; end?: Date } {
  const timeZone = range.timeZone ?? 'UTC';
  return {
    ...(range.from ? { start: startOfDayIn(range.from, timeZone) } : {}),
    // The day after 9999-12-31 is past every date there is: that range has no end.
    ...(range.to && isCalendarDate(nextCalendarDate(range.to))
      ? { end: startOfDayIn(nextCalendarDate(range.to), timeZone) }
      : {}),
  };
}
