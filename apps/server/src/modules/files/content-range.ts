import { appError } from '../../lib/errors.ts';

/** One chunk of a chunked upload: bytes `start` to `end` (inclusive) of `total`. */
export interface ContentRange {
  start: number;
  end: number;
  total: number;
}

/** Parses `Content-Range: bytes start-end/total`; absent = a whole file in one request. */
export function parseContentRange(header: string | string[] | undefined): ContentRange | null {
  if (header === undefined) return null;
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(String(header).trim());
  if (!match) throw appError('storage_invalid_content_range');
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (start > end || end >= total) throw appError('storage_invalid_content_range');
  return { start, end, total };
}

export const chunkLength = (range: ContentRange) => range.end - range.start + 1;
