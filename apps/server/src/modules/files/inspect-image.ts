import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';
import { readImageSize } from './read-image-size.ts';
import { sharp } from './sharp-with-limits.ts';
import type { ImageType } from './sniff-image-type.ts';

let heicInput: Promise<boolean> | undefined;

/** Whether this sharp build decodes HEIC (HEVC); the prebuilt binaries only decode AVIF. */
function canDecodeHeic(): Promise<boolean> {
  heicInput ??= Promise.resolve(sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false);
  return heicInput;
}

export interface InspectImageOptions {
  /** A local file holding the image. */
  path: string;
  mimeType: ImageType;
  maxPixels: number;
}

/**
 * Refuses an image the server could not serve: more pixels than allowed (read from the header, so
 * a decompression bomb is refused before any decoding), or a body that does not decode. The decode
 * streams the rows into a thumbnail, so memory stays small whatever the image's size.
 */
export async function inspectImage({ path, mimeType, maxPixels }: InspectImageOptions) {
  if (mimeType === 'image/heic' && !(await canDecodeHeic())) {
    throw appError('storage_file_type_unsupported', messages.files.heicUnsupported);
  }
  const size = await readImageSize({ path });
  if (!size) throw appError('storage_image_unreadable');
  if (size.width * size.height > maxPixels) {
    throw appError(
      'storage_image_resolution_exceeded',
      messages.files.imageTooManyPixels(Math.floor(maxPixels / 1_000_000)),
    );
  }
  try {
    await sharp(path, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true })
      .resize({ width: 32, height: 32, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw appError('storage_image_unreadable');
  }
}
