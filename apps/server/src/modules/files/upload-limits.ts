import { messages } from '@copyvest/shared';
import type { Bucket } from './buckets.ts';
import { chunkLength, type ContentRange } from './content-range.ts';
import { appError } from '../../lib/errors.ts';
import type { ReceiveLimits } from './receive-upload.ts';

/**
 * What one upload request may carry: a whole file up to the bucket's limit, or exactly the chunk
 * its Content-Range announces (whose total must fit the bucket). The type is checked on the first
 * chunk, where the magic bytes are.
 */
export function uploadLimits(bucket: Bucket, range: ContentRange | null): ReceiveLimits {
  if (range && range.total > bucket.maxBytes)
    throw appError('storage_invalid_file_size', bucket.tooLarge);
  return {
    maxBytes: range ? chunkLength(range) : bucket.maxBytes,
    tooLarge: range ? messages.files.chunkSizeMismatch : bucket.tooLarge,
    empty: bucket.empty,
    sniff: range && range.start > 0 ? null : { types: bucket.types, wrongType: bucket.wrongType },
  };
}
