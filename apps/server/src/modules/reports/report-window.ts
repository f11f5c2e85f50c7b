import type { TReportRange } from '@copyvest/shared';

/** The instants a report's range covers: from the start of `from` to the end of `to` (UTC). */
export function reportWindow(range: TReportRange): { start: string; end: string } {
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000);
  return { start: `${range.from}T00:00:00.000Z`, end: end.toISOString() };
}
