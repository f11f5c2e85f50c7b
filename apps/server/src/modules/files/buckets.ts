import path from 'node:path';
import { AVATAR_BUCKET, AVATAR_MAX_BYTES, KYC_BUCKET, messages } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/errors.ts';
import { sizeLabel } from './size-label.ts';
import { IMAGE_TYPES, type ImageType } from './sniff-image-type.ts';

export interface Bucket {
  id: string;
  /** The avatar bucket: a finished upload becomes the uploader's avatar, readable by all users. */
  avatar: boolean;
  /**
   * Identity documents (decision 054): readable by the owner and active admins only. No
   * permission may grant them to anyone else and no share link (file token) opens them.
   */
  private: boolean;
  maxBytes: number;
  /** Accepted content types (checked on the content's magic bytes). */
  types: readonly ImageType[];
  tooLarge: string;
  wrongType: string;
  /** Answer for an empty file. */
  empty: string;
}

/**
 * `images` holds avatars (2 MB, png/jpeg); `uploads` takes other images up to the server limit;
 * `kyc` holds identity documents, private to their owner and the admins (decision 054).
 */
export function bucketsOf(config: Config): Record<string, Bucket> {
  return {
    [AVATAR_BUCKET]: {
      id: AVATAR_BUCKET,
      avatar: true,
      private: false,
      maxBytes: AVATAR_MAX_BYTES,
      types: ['image/png', 'image/jpeg'],
      tooLarge: messages.validation.imageTooLarge,
      wrongType: messages.validation.imageType,
      empty: messages.validation.selectImage,
    },
    uploads: {
      id: 'uploads',
      avatar: false,
      private: false,
      maxBytes: config.STORAGE_MAX_FILE_BYTES,
      types: IMAGE_TYPES,
      tooLarge: messages.files.fileTooLarge(sizeLabel(config.STORAGE_MAX_FILE_BYTES)),
      wrongType: messages.files.fileType,
      empty: messages.files.emptyFile,
    },
    [KYC_BUCKET]: {
      id: KYC_BUCKET,
      avatar: false,
      private: true,
      maxBytes: config.STORAGE_MAX_FILE_BYTES,
      types: ['image/png', 'image/jpeg', 'image/webp'],
      tooLarge: messages.files.fileTooLarge(sizeLabel(config.STORAGE_MAX_FILE_BYTES)),
      wrongType: messages.files.fileType,
      empty: messages.files.emptyFile,
    },
  };
}

export function findBucket(buckets: Record<string, Bucket>, bucketId: string): Bucket {
  const bucket = Object.hasOwn(buckets, bucketId) ? buckets[bucketId] : undefined;
  if (!bucket) throw appError('storage_bucket_not_found');
  return bucket;
}

/** The file store's folder: STORAGE_DIR, else `${DATA_DIR}/storage`. */
export function storageDirOf(config: Config): string {
  return path.resolve(config.STORAGE_DIR ?? path.join(config.dataDir, 'storage'));
}
