import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.ts';
import { openBucketStore } from '../files/index.ts';
import { BackupError } from './manifest.ts';

/** An archive's place in a bucket: `s3://bucket/key`, the key in lower case (a store key). */
export interface S3Place {
  bucket: string;
  key: string;
}

// The key is a store key (a folder of letters and digits, then names): `backups/one.tar.gz`.
const PLACE = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/([a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)+)$/;

/** `s3://bucket/key` as a place, or null for a local path; a malformed one is refused. */
export function s3PlaceOf(target: string): S3Place | null {
  if (!target.startsWith('s3://')) return null;
  const match = PLACE.exec(target);
  if (!match) {
    throw new BackupError(
      `${target} is not an S3 place this release writes: s3://bucket/folder/name (e.g. s3://my-backups/copyvest/2026-11-26.tar.gz), in lower-case letters, digits, '.', '_' and '-'.`,
    );
  }
  return { bucket: match[1]!, key: match[2]! };
}

function requireS3(config: Config) {
  if (!config.S3_REGION || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new BackupError(
      'An S3 backup needs the S3 service: set S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS).',
    );
  }
}

/** Uploads a finished local archive to its place in a bucket. */
export async function uploadArchive(config: Config, file: string, place: S3Place) {
  requireS3(config);
  const store = await openBucketStore(config, place.bucket);
  try {
    await store.put(place.key, fs.createReadStream(file));
  } finally {
    store.close();
  }
}

/** Downloads an archive from a bucket into a local file; a missing one is refused. */
export async function downloadArchive(config: Config, place: S3Place, file: string) {
  requireS3(config);
  const store = await openBucketStore(config, place.bucket);
  try {
    const stored = await store.get(place.key);
    if (!stored) throw new BackupError(`No backup archive at s3://${place.bucket}/${place.key}.`);
    await pipeline(stored.stream, fs.createWriteStream(file));
  } finally {
    store.close();
  }
}
