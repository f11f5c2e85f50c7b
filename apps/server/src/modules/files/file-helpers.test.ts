import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarFileIdOf, avatarPreviewUrl } from './avatar-url.ts';
import { parseContentRange } from './content-range.ts';
import { cleanFileName } from './file-name.ts';
import { pageOfQueries } from './list-files.ts';
import { previewHashOf, previewSpecOf } from './preview-spec.ts';
import { RenderQueue } from './render-queue.ts';
import { contentDisposition } from './send-content.ts';
import { sniffImageType } from './sniff-image-type.ts';

const ftyp = (...brands: string[]) => {
  const [major, ...compatible] = brands;
  const box = Buffer.alloc(16 + compatible.length * 4);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major!, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + index * 4, 'latin1'));
  return box;
};

describe('sniffImageType', () => {
  it('knows the image types by their magic bytes', async () => {
    const make = (format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif') =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
        .toFormat(format)
        .toBuffer();
    expect(sniffImageType(await make('png'))).toBe('image/png');
    expect(sniffImageType(await make('jpeg'))).toBe('image/jpeg');
    expect(sniffImageType(await make('gif'))).toBe('image/gif');
    expect(sniffImageType(await make('webp'))).toBe('image/webp');
    expect(sniffImageType(await make('avif'))).toBe('image/avif');
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffImageType(ftyp('mif1', 'mif1', 'avif'))).toBe('image/avif');
  });

  it('knows nothing else', () => {
    expect(sniffImageType(Buffer.from('%PDF-1.7 ...'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('parseContentRange', () => {
  it('reads bytes start-end/total', () => {
    expect(parseContentRange(undefined)).toBeNull();
    expect(parseContentRange('bytes 0-5242879/12582912')).toEqual({
      start: 0,
      end: 5242879,
      total: 12582912,
    });
  });
  it.each(['bytes 3-2/10', 'bytes 0-10/10', 'bytes */10', 'bytes 0-1/*', '0-1/2', 'bytes 1e3-2/3'])(
    'refuses %s',
    (header) => expect(() => parseContentRange(header)).toThrow('Invalid Content-Range header'),
  );
});

describe('avatar URLs', () => {
  it('round-trips the file id and ignores foreign URLs', () => {
    expect(avatarPreviewUrl('abc123')).toBe(
      '/v1/storage/buckets/images/files/abc123/preview?width=150&height=150',
    );
    expect(avatarFileIdOf(avatarPreviewUrl('abc123'))).toBe('abc123');
    expect(avatarFileIdOf('https://example.com/v1/storage/buckets/images/files/x1/view')).toBe(
      'x1',
    );
    expect(avatarFileIdOf('/v1/storage/buckets/uploads/files/abc/preview')).toBeNull();
    expect(avatarFileIdOf('https://cdn.example.com/me.png')).toBeNull();
    expect(avatarFileIdOf(null)).toBeNull();
  });
});

describe('preview specs', () => {
  it('normalises equivalent options to the same spec and cache key', () => {
    const a = previewSpecOf({ width: 10, height: 10, output: 'jpg', rotation: 360 }, 'image/png');
    const b = previewSpecOf(
      { height: 10, width: 10, output: 'jpeg', gravity: 'center', quality: -1 },
      'image/png',
    );
    expect(a).toEqual(b);
    expect(previewHashOf(a)).toBe(previewHashOf(b));
    expect(previewHashOf(a)).not.toBe(previewHashOf(previewSpecOf({ width: 10 }, 'image/png')));
  });
  it('keeps the source format unless told, with heic sources previewed as jpeg', () => {
    expect(previewSpecOf({}, 'image/webp').format).toBe('webp');
    expect(previewSpecOf({}, 'image/heic').format).toBe('jpeg');
    expect(previewSpecOf({ rotation: -90 }, 'image/png').rotation).toBe(270);
    expect(previewSpecOf({ width: 5, gravity: 'top' }, 'image/png').gravity).toBe('center');
    expect(previewSpecOf({ quality: 50 }, 'image/png').quality).toBeNull();
  });
});

describe('small helpers', () => {
  it('reads limit and offset from queries', () => {
    expect(pageOfQueries({})).toEqual({ limit: 20, offset: 0 });
    expect(
      pageOfQueries({
        queries: ['limit(5)', '{"method":"offset","values":[10]}', 'equal("x",[1])'],
      }),
    ).toEqual({
      limit: 5,
      offset: 10,
    });
    expect(pageOfQueries({ 'queries[]': 'limit(1000)' }).limit).toBe(100);
  });

  it('cleans file names and builds safe dispositions', () => {
    expect(cleanFileName('C:\\Users\\me\\cat.png', 'id')).toBe('cat.png');
    expect(cleanFileName('a\u0000b\nc.png', 'id')).toBe('abc.png');
    expect(cleanFileName('   ', 'fallback')).toBe('fallback');
    expect(contentDisposition('inline', 'ça "va".png')).toBe(
      `inline; filename="_a _va_.png"; filename*=UTF-8''%C3%A7a%20%22va%22.png`,
    );
  });

  it('runs renders two at a time and joins identical ones', async () => {
    const queue = new RenderQueue(2);
    let running = 0;
    let peak = 0;
    let calls = 0;
    const work = async () => {
      calls += 1;
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return Buffer.from('x');
    };
    await Promise.all([
      queue.run('a', work),
      queue.run('a', work),
      queue.run('b', work),
      queue.run('c', work),
      queue.run('d', work),
    ]);
    expect(calls).toBe(4);
    expect(peak).toBe(2);
  });
});
