import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { cleanFileName, messages } from '@copyvest/shared';
import { appError, type AppError } from '../../lib/errors.ts';
import type { FileStore } from './file-store.ts';
import { SNIFF_BYTES, sniffStoredType, type StoredType } from './sniff-image-type.ts';
import { newStagingKey } from './storage-keys.ts';

export interface ReceivedFile {
  /** Where the bytes wait (in the file store) until the upload is accepted or discarded. */
  stagingKey: string;
  size: number;
  /** MD5 (hex): the file's signature, as Appwrite's `Models.File` has it. */
  md5: string;
  /** SHA-256 (hex): tells a chunk sent again from a different one. */
  sha256: string;
  /** Sniffed from the magic bytes; null when the request was not asked to check (a later chunk). */
  mimeType: StoredType | null;
  /** The client's file name (checked by the file-name rule): display only. */
  name: string;
}

export interface ReceivedUpload {
  fields: Map<string, string[]>;
  file: ReceivedFile | null;
}

export interface ReceiveLimits {
  /** Bytes allowed in this request's file; one more aborts the upload and discards it. */
  maxBytes: number;
  /** The answer when the file passes `maxBytes`. */
  tooLarge: () => AppError;
  /** Answer for an empty file. */
  empty: string;
  /** Check the content type on the first bytes (the first chunk of a file only). */
  sniff: { types: readonly StoredType[]; wrongType: string } | null;
}

export interface ReceiveUploadOptions {
  request: FastifyRequest;
  store: FileStore;
  limits: ReceiveLimits;
}

/**
 * Reads a multipart upload: text fields, and one `file` streamed into the file store's staging
 * area. Limits hold while streaming: a bad name is refused before any byte is kept; past
 * `maxBytes`, or on a wrong magic number, the stream is aborted and the partial bytes removed;
 * nothing is buffered beyond one network chunk.
 */
export async function receiveUpload({
  request,
  store,
  limits,
}: ReceiveUploadOptions): Promise<ReceivedUpload> {
  if (!request.isMultipart())
    throw appError('general_unsupported_media_type', messages.files.notMultipart);
  const fields = new Map<string, string[]>();
  let file: ReceivedFile | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes + 1,
        files: 1,
        fields: 120,
        fieldSize: 64 * 1024,
        parts: 121,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        addField(fields, part.fieldname, part.value);
      } else if (part.fieldname !== 'file') {
        throw appError('general_argument_invalid', messages.files.unexpectedFileField);
      } else {
        file = await stagePart({ store, part, limits });
      }
    }
  } catch (error) {
    if (file) await store.delete(file.stagingKey);
    throw error;
  }
  return { fields, file };
}

function addField(fields: Map<string, string[]>, name: string, value: unknown) {
  const values = Array.isArray(value) ? value : [value];
  const strings = values.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  fields.set(name, [...(fields.get(name) ?? []), ...strings]);
}

type StagePartOptions = { store: FileStore; part: MultipartFile; limits: ReceiveLimits };

async function stagePart({ store, part, limits }: StagePartOptions): Promise<ReceivedFile> {
  const name = cleanFileName(part.filename ?? '');
  if (name === null) throw appError('storage_file_name_invalid');
  const stagingKey = newStagingKey();
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  let mimeType: StoredType | null = null;

  const checkType = async () => {
    if (!limits.sniff) return;
    mimeType = await sniffStoredType(head);
    if (!mimeType || !limits.sniff.types.includes(mimeType)) {
      throw appError('storage_file_type_unsupported', limits.sniff.wrongType);
    }
  };

  async function* guarded(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limits.maxBytes) throw limits.tooLarge();
      if (limits.sniff && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) await checkType();
      }
      md5.update(chunk);
      sha256.update(chunk);
      yield chunk;
    }
    if (size === 0) throw appError('storage_file_empty', limits.empty);
    if (limits.sniff && head.length < SNIFF_BYTES) await checkType();
  }

  await store.put(stagingKey, guarded(part.file));
  return {
    stagingKey,
    size,
    md5: md5.digest('hex'),
    sha256: sha256.digest('hex'),
    mimeType,
    name,
  };
}
