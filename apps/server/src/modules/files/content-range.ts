import { messages, UPLOAD_CHUNK_BYTES } from '@copyvest/shared';
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

/** Which chunk of how many a request carries. */
export interface ChunkPlan {
  /** 0-based. */
  index: number;
  count: number;
  range: ContentRange;
}

/**
 * Chunks are the SDK's: 5 MB each from byte 0, the last one shorter. A range that is not exactly
 * one of them (overlapping, shifted, longer) is refused, so no two requests can write the same
 * bytes differently.
 */
export function chunkOfRange(range: ContentRange): ChunkPlan {
  const expectedEnd = Math.min(range.start + UPLOAD_CHUNK_BYTES, range.total) - 1;
  if (range.start % UPLOAD_CHUNK_BYTES !== 0 || range.end !== expectedEnd) {
    throw appError(
      'storage_invalid_content_range',
      messages.files.chunkRangeMisaligned(UPLOAD_CHUNK_BYTES),
    );
  }
  return {
    index: range.start / UPLOAD_CHUNK_BYTES,
    count: Math.ceil(range.total / UPLOAD_CHUNK_BYTES),
    range,
  };
}
