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

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 64;

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type of a file from its first bytes (magic numbers), or null for anything else. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  // ISO base media file (HEIF family): an `ftyp` box with a major brand and compatible brands.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
    const end = Math.min(Math.max(boxSize, 12), head.length);
    const brands = [ascii(head, 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4)
      brands.push(ascii(head, offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'image/avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'image/heic';
  }
  return null;
}
