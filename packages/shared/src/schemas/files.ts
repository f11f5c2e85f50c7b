import { z } from 'zod';
import { PREVIEW_MAX_PX } from '../constants.ts';
import { messages } from '../messages.ts';
import { ZRecord } from './common.ts';
import { cleanString, searchText } from './text.ts';

/** Stored file metadata (storage API). Sizes are bytes. */
export const ZFile = ZRecord.extend({
  bucketId: z.string(),
  ownerId: z.string(),
  /** The client's file name, for display and downloads only (never a path on the server). */
  name: z.string(),
  /** Detected from the content's magic bytes, never taken from the client. */
  mimeType: z.string(),
  sizeOriginal: z.number().int(),
  chunksTotal: z.number().int(),
  chunksUploaded: z.number().int(),
  /** SHA-256 of the content (hex) once every chunk has arrived; empty while uploading. */
  signature: z.string(),
  /** What the owner may do, e.g. `read("user:abc")`. Only the owner (and admins, to read) get in. */
  $permissions: z.array(z.string()),
});
export type TFile = z.infer<typeof ZFile>;

export const ZFileList = z.object({ total: z.number().int(), files: z.array(ZFile) });
export type TFileList = z.infer<typeof ZFileList>;

const ZQueryValues = z.union([z.string().max(1000), z.array(z.string().max(1000)).max(20)]);

/**
 * List query: `search` by name; `queries` (or `queries[]`) as JSON (`{"method":"limit","values":[10]}`)
 * or call syntax (`limit(10)`); only limit and offset are honoured.
 */
export const ZFileListQuery = z.object({
  search: searchText(100),
  queries: ZQueryValues.optional(),
  'queries[]': ZQueryValues.optional(),
});
export type TFileListQuery = z.infer<typeof ZFileListQuery>;

/** `read("user:<id>")` style permission strings. */
export const ZPermissions = z.array(cleanString('Permission').min(1).max(200)).max(20);

export const ZFileUpdate = z.object({
  name: cleanString('File name').min(1, messages.files.nameRequired).max(255).optional(),
  permissions: ZPermissions.optional(),
});
export type TFileUpdate = z.infer<typeof ZFileUpdate>;

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
});
export type TPreviewQuery = z.infer<typeof ZPreviewQuery>;
