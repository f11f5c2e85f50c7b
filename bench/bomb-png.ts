import zlib from 'node:zlib';

/**
 * A decompression bomb: a PNG header of `width` × `height` RGB pixels whose few compressed bytes
 * would decode to width × height × 3 bytes (16 rows actually sent). Refused at upload by the pixel
 * limit before any decoding (decision 018).
 */
export function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2; // 8-bit RGB: 3 bytes a pixel once decoded
  const rows = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
