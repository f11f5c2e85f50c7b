import { createHash } from 'node:crypto';
import {
  PREVIEW_MAX_PX,
  PREVIEW_QUALITY_STEP,
  PREVIEW_SIZE_STEPS,
  type TPreviewGravity,
  type TPreviewQuery,
} from '@copyvest/shared';

export type PreviewFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic';

/** Preview options with defaults applied and no-ops removed: equal specs render equal images. */
export interface PreviewSpec {
  /** 0 = keep the aspect ratio from the other side (or the original size). */
  width: number;
  height: number;
  /** Where to crop from when both width and height are set. */
  gravity: TPreviewGravity;
  /** null = the encoder's default. */
  quality: number | null;
  borderWidth: number;
  borderColor: string;
  borderRadius: number;
  opacity: number;
  /** Clockwise degrees, 0 to 359. */
  rotation: number;
  /** Fills transparent areas; null = keep them (jpeg, which has none, gets white). */
  background: string | null;
  format: PreviewFormat;
}

const FORMAT_OF_TYPE: Record<string, PreviewFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const CONTENT_TYPE_OF_FORMAT: Record<PreviewFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  heic: 'image/heic',
};

/** A size rounded up to the next step (0 stays 0: not set). */
export function sizeStep(px: number): number {
  if (px <= 0) return 0;
  return PREVIEW_SIZE_STEPS.find((step) => step >= px) ?? PREVIEW_SIZE_STEPS.at(-1)!;
}

/** A quality rounded up to the next step (below 0: the encoder's default). */
export function qualityStep(quality: number): number {
  return Math.min(
    100,
    Math.max(1, Math.ceil(quality / PREVIEW_QUALITY_STEP)) * PREVIEW_QUALITY_STEP,
  );
}

/**
 * The normalised spec of a preview request. Width, height and quality are rounded up to fixed
 * steps, so however a client varies them a file has a bounded number of renderings.
 */
export function previewSpecOf(query: TPreviewQuery, sourceType: string): PreviewSpec {
  const width = sizeStep(query.width ?? 0);
  const height = sizeStep(query.height ?? 0);
  const format: PreviewFormat =
    query.output === 'jpg' ? 'jpeg' : (query.output ?? FORMAT_OF_TYPE[sourceType] ?? 'jpeg');
  const borderWidth = query.borderWidth ?? 0;
  const lossy = format === 'jpeg' || format === 'webp' || format === 'avif' || format === 'heic';
  return {
    width,
    height,
    gravity: width > 0 && height > 0 ? (query.gravity ?? 'center') : 'center',
    quality:
      lossy && query.quality !== undefined && query.quality >= 0
        ? qualityStep(query.quality)
        : null,
    borderWidth,
    borderColor: borderWidth > 0 ? (query.borderColor ?? '000000') : '',
    borderRadius: query.borderRadius ?? 0,
    opacity: query.opacity ?? 1,
    rotation: (((query.rotation ?? 0) % 360) + 360) % 360,
    background: query.background ?? null,
    format,
  };
}

/** The cache key of a spec: a hash of its normalised fields. */
export function previewHashOf(spec: PreviewSpec): string {
  const fields = Object.entries(spec).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);
}

/** Pixels that weigh one unit of image work (a rendering of this size costs about 50 MB). */
export const PIXELS_PER_RENDER_UNIT = 4_000_000;

/**
 * About how many pixels a preview of a `source`-sized image has: its memory cost, which decides
 * how much of the render queue it takes.
 */
export function previewPixels(spec: PreviewSpec, source: { width: number; height: number }) {
  const { width, height } = source;
  let out: { width: number; height: number };
  if (spec.width > 0 && spec.height > 0) out = { width: spec.width, height: spec.height };
  else if (spec.width > 0) out = { width: spec.width, height: (spec.width / width) * height };
  else if (spec.height > 0) out = { width: (spec.height / height) * width, height: spec.height };
  else {
    const scale = Math.min(1, PREVIEW_MAX_PX / width, PREVIEW_MAX_PX / height);
    out = { width: width * scale, height: height * scale };
  }
  const border = 2 * spec.borderWidth;
  return (out.width + border) * (out.height + border);
}
