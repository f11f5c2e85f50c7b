import { z } from 'zod';
import { PREVIEW_MAX_PX } from '../constants.ts';
import { cleanFileName } from '../file-name.ts';
import { ZListQuery } from '../query.ts';
import { messages } from '../messages.ts';
import { ZRecord, ZTimestamp } from './common.ts';
import { cleanString } from './text.ts';

/** A stored file, exactly as the SDK's `Models.File` (appwrite 27). Sizes are bytes. */
export const ZFile = ZRecord.extend({
  bucketId: z.string(),
  /** `read("user:<id>")`, `read("users")`, `read("any")`…: decided by the server. */
  $permissions: z.array(z.string()),
  /** The client's file name, for display and downloads only (never a path on the server). */
  name: z.string(),
  /** Virtual folder with a trailing slash (`photos/2026/`); '' for the bucket root. */
  folder: z.string(),
  /** folder + name. */
  key: z.string(),
  /** MD5 of the content (hex) once every chunk has arrived; empty while uploading. */
  signature: z.string(),
  /** Detected from the content's magic bytes, never taken from the client. */
  mimeType: z.string(),
  sizeOriginal: z.number().int(),
  /** Stored size: files are kept as sent (no compression, no encryption). */
  sizeActual: z.number().int(),
  chunksTotal: z.number().int(),
  chunksUploaded: z.number().int(),
  encryption: z.boolean(),
  compression: z.string(),
});
export type TFile = z.infer<typeof ZFile>;

export const ZFileList = z.object({ total: z.number().int(), files: z.array(ZFile) });
export type TFileList = z.infer<typeof ZFileList>;

/** `queries[N]` (limit, offset, cursors, orders, filters on name, mimeType…) and `search`. */
export const ZFileListQuery = ZListQuery;
export type TFileListQuery = z.infer<typeof ZFileListQuery>;

/** `read("user:<id>")` style permission strings. */
export const ZPermissions = z.array(cleanString('Permission').min(1).max(200)).max(100);

/** A new name must follow the file-name rule (no path separators or control characters). */
export const ZFileName = z.string().transform((value, context) => {
  const name = cleanFileName(value);
  if (name === null) {
    context.addIssue({ code: 'custom', message: messages.files.fileNameInvalid });
    return z.NEVER;
  }
  return name;
});

export const ZFileUpdate = z.object({
  name: ZFileName.optional(),
  permissions: ZPermissions.nullish(),
});
export type TFileUpdate = z.infer<typeof ZFileUpdate>;

/** A resource token (share link) for one file, as Appwrite's `Models.ResourceToken`. */
export const ZResourceToken = z.object({
  $id: z.string(),
  $createdAt: ZTimestamp,
  /** `<bucketId>:<fileId>`. */
  resourceId: z.string(),
  resourceType: z.literal('files'),
  expire: ZTimestamp,
  /** The `token` query parameter of /download, /view and /preview (a signed JWT). */
  secret: z.string(),
  /** Last use (updated at most hourly); '' when never used. */
  accessedAt: z.string(),
});
export type TResourceToken = z.infer<typeof ZResourceToken>;

export const ZResourceTokenList = z.object({
  total: z.number().int(),
  tokens: z.array(ZResourceToken),
});
export type TResourceTokenList = z.infer<typeof ZResourceTokenList>;

const ZExpire = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expire must be an ISO 8601 date');

/** POST /tokens/buckets/{bucketId}/files/{fileId}: `expire` absent or null = the default lifetime. */
export const ZFileTokenCreate = z.object({ expire: ZExpire.nullish() });
export type TFileTokenCreate = z.infer<typeof ZFileTokenCreate>;

/** The `token` query parameter of the file content routes. */
export const ZFileTokenQuery = z.object({ token: z.string().min(1).max(2000).optional() });

export const PREVIEW_GRAVITIES = [
  'center',
  'top-left',
  'top',
  'top-right',
  'left',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type TPreviewGravity = (typeof PREVIEW_GRAVITIES)[number];

export const PREVIEW_OUTPUTS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'avif', 'gif'] as const;
export type TPreviewOutput = (typeof PREVIEW_OUTPUTS)[number];

const intRange = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be from ${min} to ${max}`)
    .max(max, `${name} must be from ${min} to ${max}`);

const hexColor = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, `${name} must be a hex colour such as ff0000`)
    .transform((value) => value.replace(/^#/, '').toLowerCase());

/** Preview options (query string), with the storage API's ranges. 0 means "not set" for sizes. */
export const ZPreviewQuery = z.object({
  width: intRange('width', 0, PREVIEW_MAX_PX).optional(),
  height: intRange('height', 0, PREVIEW_MAX_PX).optional(),
  gravity: z.enum(PREVIEW_GRAVITIES).optional(),
  quality: intRange('quality', -1, 100).optional(),
  borderWidth: intRange('borderWidth', 0, 100).optional(),
  borderColor: hexColor('borderColor').optional(),
  borderRadius: intRange('borderRadius', 0, PREVIEW_MAX_PX).optional(),
  opacity: z.coerce
    .number({ error: 'opacity must be a number' })
    .min(0, 'opacity must be from 0 to 1')
    .max(1, 'opacity must be from 0 to 1')
    .optional(),
  rotation: intRange('rotation', -360, 360).optional(),
  background: hexColor('background').optional(),
  output: z.enum(PREVIEW_OUTPUTS).optional(),
  token: z.string().min(1).max(2000).optional(),
});
export type TPreviewQuery = z.infer<typeof ZPreviewQuery>;
