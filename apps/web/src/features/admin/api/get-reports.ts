import { type TReportKind, type TReportRange, type TReports } from '@copyvest/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { adminQueryRoot } from '@/lib/queries/query-roots';

const rangeQuery = (range: TReportRange) =>
  new URLSearchParams({
    from: range.from,
    to: range.to,
    granularity: range.granularity,
  }).toString();

/** `GET /v1/admin/reports`: the periods of the range, its top depositors, liabilities now. */
export function fetchReports(range: TReportRange, signal?: AbortSignal): Promise<TReports> {
  return api.get<TReports>(`/v1/admin/reports?${rangeQuery(range)}`, signal);
}

export function reportsQueryOptions(range: TReportRange) {
  return queryOptions({
    queryKey: [...adminQueryRoot, 'reports', range] as const,
    queryFn: ({ signal }) => fetchReports(range, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReports(range: TReportRange) {
  return useQuery(reportsQueryOptions(range));
}

/** `GET /v1/admin/reports/{report}/csv`: one report of the range as a CSV download. */
export function downloadReport(report: TReportKind, range: TReportRange): Promise<void> {
  return downloadFile(
    `/v1/admin/reports/${report}/csv?${rangeQuery(range)}`,
    `${report}-${range.from}-to-${range.to}.csv`,
  );
}

/** The last `days` UTC days, today included, by day. */
export function lastDays(days: number, now = new Date()): TReportRange {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, granularity: 'day' };
}
