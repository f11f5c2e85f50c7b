import { sharp } from './sharp-with-limits.ts';

export interface ReadImageSizeOptions {
  /** A local file holding the image. */
  path: string;
}

/** An image's size from its header (no decoding), or null when it has none. */
export async function readImageSize({
  path,
}: ReadImageSizeOptions): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(path, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
