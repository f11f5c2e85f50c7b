import { sharp, type Sharp } from './sharp-with-limits.ts';
import { PREVIEW_MAX_PX, type TPreviewGravity } from '@copyvest/shared';
import type { PreviewSpec } from './preview-spec.ts';

const POSITION: Record<TPreviewGravity, string> = {
  center: 'centre',
  'top-left': 'left top',
  top: 'top',
  'top-right': 'right top',
  left: 'left',
  right: 'right',
  'bottom-left': 'left bottom',
  bottom: 'bottom',
  'bottom-right': 'right bottom',
};

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

const fromRaw = ({ data, width, height }: RawImage) =>
  sharp(data, { raw: { width, height, channels: 4 } });

async function toRaw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 4) throw new Error(`expected RGBA, got ${info.channels} channels`);
  return { data, width: info.width, height: info.height };
}

export interface RenderPreviewOptions {
  /** A local file holding the source image (read as needed, never buffered whole). */
  path: string;
  spec: PreviewSpec;
  /** Larger sources are refused (uploads are checked against the same limit). */
  maxPixels: number;
}

/**
 * Renders a preview: orient from EXIF, resize (cropping from `gravity` when both sides are set),
 * then border, rounded corners, opacity, rotation and background, in that order, and encode.
 */
export async function renderPreview(options: RenderPreviewOptions): Promise<Buffer> {
  const { path, spec } = options;
  let image = sharp(path, {
    limitInputPixels: options.maxPixels,
    failOn: 'error',
    // Rows are decoded as the resize needs them, not the whole image first.
    sequentialRead: true,
  }).rotate();
  if (spec.width > 0 || spec.height > 0) {
    image = image.resize({
      width: spec.width || undefined,
      height: spec.height || undefined,
      fit: 'cover',
      position: POSITION[spec.gravity],
    });
  } else {
    // No size asked: the original size, but never past the preview limit (/view gives the original).
    image = image.resize({
      width: PREVIEW_MAX_PX,
      height: PREVIEW_MAX_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }

  const effects =
    spec.borderWidth > 0 || spec.borderRadius > 0 || spec.opacity < 1 || spec.rotation !== 0;
  if (effects) {
    let raw = await toRaw(image);
    if (spec.borderWidth > 0) {
      const side = spec.borderWidth;
      raw = await toRaw(
        fromRaw(raw).extend({
          top: side,
          bottom: side,
          left: side,
          right: side,
          background: `#${spec.borderColor}`,
        }),
      );
    }
    if (spec.borderRadius > 0) {
      const { width, height } = raw;
      const radius = Math.min(spec.borderRadius, Math.floor(Math.min(width, height) / 2));
      const mask = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
          `<rect width="${width}" height="${height}" rx="${radius}" ry="${radius}" fill="#fff"/></svg>`,
      );
      raw = await toRaw(fromRaw(raw).composite([{ input: mask, blend: 'dest-in' }]));
    }
    if (spec.opacity < 1) {
      for (let alpha = 3; alpha < raw.data.length; alpha += 4) {
        raw.data[alpha] = Math.round(raw.data[alpha]! * spec.opacity);
      }
    }
    if (spec.rotation !== 0) {
      raw = await toRaw(
        fromRaw(raw).rotate(spec.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } }),
      );
    }
    image = fromRaw(raw);
  }

  if (spec.background) image = image.flatten({ background: `#${spec.background}` });
  else if (spec.format === 'jpeg') image = image.flatten({ background: '#ffffff' });

  const quality = spec.quality ?? undefined;
  switch (spec.format) {
    case 'jpeg':
      return image.jpeg({ quality }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'heic':
      return image.heif({ compression: 'hevc', quality }).toBuffer();
  }
}
