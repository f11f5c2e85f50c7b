import { isTimeZone } from '@copyvest/shared';

/** A list's date filter as the fields hold it: YYYY-MM-DD, either end may be open. */
export type DateRangeFilter = { from?: string; to?: string };

/** The viewer's IANA time zone (dates are shown in it), else UTC. */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The query-string parameters of a date range for the transaction lists and their exports: the
 * dates and the viewer's time zone, so "from 03/01" means the viewer's day; none when no date is set.
 */
export function dateRangeParams(range: DateRangeFilter): Record<string, string | undefined> {
  if (!range.from && !range.to) return {};
  return { from: range.from || undefined, to: range.to || undefined, timeZone: viewerTimeZone() };
}
