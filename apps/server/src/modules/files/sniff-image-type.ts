import { fileTypeFromBuffer } from 'file-type';

/** The image types the storage API knows, detected from the content, never from a file name. */
export const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** PDF: accepted only where a bucket lists it (support-ticket attachments, decision 052). */
export const PDF_TYPE = 'application/pdf';
/** What a bucket may hold: the images, and PDF documents. */
export type StoredType = ImageType | typeof PDF_TYPE;

export const isImageType = (type: string): type is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(type);

/** How many leading bytes `sniffImageType` reads (file-type's reasonable detection size). */
export const SNIFF_BYTES = 4100;

/** The HEIF family is stored under one type, whichever brand file-type names it by. */
const ALIASES: Record<string, ImageType> = { 'image/heif': 'image/heic' };

/** The stored type of a file from its first bytes (an image type or PDF), or null. */
export async function sniffStoredType(head: Uint8Array): Promise<StoredType | null> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (detected === PDF_TYPE) return PDF_TYPE;
  return sniffImageType(head);
}

/** The image type of a file from its first bytes (magic numbers, by file-type), or null. */
export async function sniffImageType(head: Uint8Array): Promise<ImageType | null> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  if (!detected) return null;
  const type = ALIASES[detected] ?? detected;
  return (IMAGE_TYPES as readonly string[]).includes(type) ? (type as ImageType) : null;
}
