import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError } from '../../config.ts';
import { StoreUnavailableError } from '../../lib/errors.ts';
import type { FileStore, ListedObject, StoredObject } from './file-store.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** How long a request may go without an answer before it fails and is tried again (60 s). */
  requestTimeoutMs?: number;
}

const KEY = /^[a-z0-9]+(\/[a-z0-9][a-z0-9._-]*)*\/?$/;
/** Objects at most this large go up in one PutObject; larger ones as a multipart upload. */
const PART_BYTES = 8 * 1024 * 1024;

/** An answer that means "no such object" (not a failing store). */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/**
 * Every other failure of a call to the store (refused connection, timeout, a 5xx, a 403 from
 * credentials that stopped working) is the store's, not the client's: 503 (decision 049).
 */
function unavailable(error: unknown): StoreUnavailableError {
  return new StoreUnavailableError({ cause: error });
}

/**
 * File contents in an S3-compatible bucket (decision 049), under the same keys as on disk.
 * Objects are written whole (one PutObject, or a multipart upload completed only when every part
 * is in), so a failed write leaves nothing; `move` is a copy and a delete; `touch` copies the
 * object onto itself with new metadata, which gives it a new LastModified (what `list` reports).
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      maxAttempts: 3,
      // A request the store stops answering fails after the timeout and is tried again; without
      // `throwOnRequestTimeout` the SDK only logs a warning and the request waits forever.
      requestHandler: {
        connectionTimeout: 5_000,
        requestTimeout: settings.requestTimeoutMs ?? 60_000,
        throwOnRequestTimeout: true,
      },
    });
  }

  private checked(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return key;
  }

  /** Start-up: the bucket exists and these credentials reach it, else a message naming S3_BUCKET. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
        ?.httpStatusCode;
      const reason =
        status === 404
          ? 'does not exist'
          : status === 403 || status === 401
            ? 'refuses these credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
            : `cannot be reached (${(error as Error).name || 'error'}: ${(error as Error).message})`;
      const where = this.settings.endpoint ?? `AWS region ${this.settings.region}`;
      throw new ConfigError(
        `Invalid configuration:\n  S3_BUCKET: bucket "${this.bucket}" at ${where} ${reason}`,
      );
    }
  }

  close(): void {
    this.client.destroy();
  }

  async put(key: string, source: AsyncIterable<Uint8Array> | Readable): Promise<void> {
    const Key = this.checked(key);
    // A failure of the source (a refused upload) is the caller's answer, not the store's.
    let sourceError: unknown;
    async function* tracked() {
      try {
        for await (const chunk of source) yield chunk;
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: Readable.from(tracked()) },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      if (sourceError !== undefined) throw sourceError;
      throw unavailable(error);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw unavailable(error);
    }
  }

  async move(from: string, to: string): Promise<void> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.checked(to),
          CopySource: `${this.bucket}/${this.checked(from)}`,
        }),
      );
    } catch (error) {
      if (isMissing(error)) throw new Error(`no object to move: ${from}`, { cause: error });
      throw unavailable(error);
    }
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
    } catch (error) {
      if (isMissing(error)) return;
      throw unavailable(error);
    }
  }

  async deleteFolder(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder key: ${prefix}`);
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const Objects = batch.map((Key) => ({ Key }));
      batch = [];
      try {
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    };
    for await (const object of this.list(prefix)) {
      batch.push(object.key);
      if (batch.length === 1000) await flush();
    }
    await flush();
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder key: ${prefix}`);
    let ContinuationToken: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: this.checked(prefix),
            ContinuationToken,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async touch(key: string, at: Date): Promise<void> {
    const Key = this.checked(key);
    try {
      // A copy onto itself must change something: the metadata, which also renews LastModified.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key,
          CopySource: `${this.bucket}/${Key}`,
          MetadataDirective: 'REPLACE',
          Metadata: { 'used-at': at.toISOString() },
        }),
      );
    } catch (error) {
      if (isMissing(error)) return;
      throw unavailable(error);
    }
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    const object = await this.get(key);
    if (!object) throw new Error(`no object to read: ${key}`);
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-s3-'));
    try {
      const file = path.join(dir, 'object');
      try {
        await pipeline(object.stream, fs.createWriteStream(file));
      } catch (error) {
        throw unavailable(error);
      }
      return await fn(file);
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Aborts multipart uploads started before `before` and never completed (a process stopped while
   * writing a large object). A store that cannot list them (some S3 look-alikes) has none to show.
   */
  async deleteAbandonedWrites(before: Date): Promise<number> {
    let removed = 0;
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker, UploadIdMarker }),
        );
      } catch (error) {
        if ((error as { name?: string }).name === 'NotImplemented') return removed;
        throw unavailable(error);
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) {
          continue;
        }
        try {
          await this.client.send(
            new AbortMultipartUploadCommand({
              Bucket: this.bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed += 1;
        } catch (error) {
          if (!isMissing(error)) throw unavailable(error);
        }
      }
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return removed;
  }
}
