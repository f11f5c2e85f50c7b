import path from 'node:path';
import {
  AVATAR_BUCKET,
  AVATAR_MAX_BYTES,
  KYC_BUCKET,
  messages,
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKETS_BUCKET,
} from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { appError } from '../../lib/errors.ts';
import { sizeLabel } from './size-label.ts';
import { IMAGE_TYPES, type StoredType } from './sniff-image-type.ts';

export interface Bucket {
  id: string;
  /** The avatar bucket: a finished upload becomes the uploader's avatar, readable by all users. */
  avatar: boolean;
  /**
   * A private bucket (support-ticket attachments, decision 052; identity documents, decision
   * 054): read by their owner and active admins alone, never granted to anyone else and never
   * shared by link; an inactive account may upload here (it may need support most, and verifying
   * moves no money).
   */
  private: boolean;
  maxBytes: number;
  /** Accepted content types (checked on the content's magic bytes). */
  types: readonly StoredType[];
  tooLarge: string;
  wrongType: string;
  /** Answer for an empty file. */
  empty: string;
}

/**
 * `images` holds avatars (2 MB, png/jpeg); `uploads` takes other images up to the server limit;
 * `tickets` holds support-ticket attachments (png, jpeg or PDF, 5 MB, owner and admins only).
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
    [TICKETS_BUCKET]: {
      id: TICKETS_BUCKET,
      avatar: false,
      private: true,
      maxBytes: Math.min(TICKET_ATTACHMENT_MAX_BYTES, config.STORAGE_MAX_FILE_BYTES),
      types: TICKET_ATTACHMENT_TYPES,
      tooLarge: messages.files.fileTooLarge(
        sizeLabel(Math.min(TICKET_ATTACHMENT_MAX_BYTES, config.STORAGE_MAX_FILE_BYTES)),
      ),
      wrongType: messages.files.ticketFileType,
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
