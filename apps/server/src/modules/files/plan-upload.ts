import { messages } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Bucket } from './buckets.ts';
import { chunkLength, chunkOfRange, type ChunkPlan, type ContentRange } from './content-range.ts';
import type { ReceiveLimits } from './receive-upload.ts';
import { sizeLabel } from './size-label.ts';
import { getStorageUsed } from './get-storage-used.ts';

export interface UploadPlan {
  /** Null: the whole file in one request. */
  chunk: ChunkPlan | null;
  limits: ReceiveLimits;
}

export interface PlanUploadOptions {
  deps: AppDeps;
  auth: AuthContext;
  bucket: Bucket;
  /** The request's Content-Range, if any. */
  range: ContentRange | null;
}

/**
 * What one upload request may carry, decided before a byte is read: an inactive account uploads
 * only its avatar, support-ticket attachments and identity documents (decisions 052, 054); a chunk is exactly the chunk its Content-Range names (whose total must fit the
 * bucket); a whole file fits the bucket and what is left of the user's quota. The type is checked
 * on the first chunk, where the magic bytes are.
 */
export async function planUpload({ deps, auth, bucket, range }: PlanUploadOptions) {
  if (!auth.user.isActive && !bucket.avatar && !bucket.private) {
    throw appError('user_inactive', messages.files.inactiveAvatarsOnly);
  }
  const sniff = { types: bucket.types, wrongType: bucket.wrongType };
  const bucketTooLarge = () => appError('storage_invalid_file_size', bucket.tooLarge);
  if (range) {
    if (range.total > bucket.maxBytes) throw bucketTooLarge();
    const chunk = chunkOfRange(range);
    const plan: UploadPlan = {
      chunk,
      limits: {
        maxBytes: chunkLength(range),
        tooLarge: () => appError('storage_invalid_content_range', messages.files.chunkSizeMismatch),
        empty: bucket.empty,
        sniff: chunk.index === 0 ? sniff : null,
      },
    };
    return plan;
  }
  const quota = deps.config.STORAGE_QUOTA_BYTES;
  const quotaError = () =>
    appError('storage_quota_exceeded', messages.files.quotaExceeded(sizeLabel(quota)));
  // An avatar replaces the previous one, so its room is only known when they are swapped.
  const left = bucket.avatar
    ? bucket.maxBytes
    : quota - (await getStorageUsed({ db: deps.db, userId: auth.user.id }));
  if (left <= 0) throw quotaError();
  const plan: UploadPlan = {
    chunk: null,
    limits: {
      maxBytes: Math.min(bucket.maxBytes, left),
      tooLarge: left < bucket.maxBytes ? quotaError : bucketTooLarge,
      empty: bucket.empty,
      sniff,
    },
  };
  return plan;
}
