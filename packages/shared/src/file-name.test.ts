import { describe, expect, it } from 'vitest';
import { cleanFileName, cleanFolder } from './file-name.ts';

describe('file names', () => {
  it('keeps ordinary names, trimmed and in NFC', () => {
    expect(cleanFileName('  holiday photo.png ')).toBe('holiday photo.png');
    expect(cleanFileName('Zu\u0308rich.jpg')).toBe('Zürich.jpg');
    expect(cleanFileName('x'.repeat(255))).toHaveLength(255);
  });

  it.each([
    ['a path', '../../etc/passwd'],
    ['a folder', 'photos/me.png'],
    ['a Windows path', 'C:\\Users\\me.png'],
    ['a NUL', 'a\u0000.png'],
    ['a newline', 'a\nb.png'],
    ['a C1 control', 'a\u0085.png'],
    ['a right-to-left override', 'invoice\u202egnp.exe'],
    ['an isolate', 'a\u2066b.png'],
    ['a lone surrogate', 'a\ud800.png'],
    ['dots only', '..'],
    ['nothing', '   '],
    ['too long', 'x'.repeat(256)],
  ])('refuses %s', (_label, name) => {
    expect(cleanFileName(name)).toBeNull();
  });
});

describe('folders', () => {
  it('stores folders with a trailing slash; "" is the root', () => {
    expect(cleanFolder('')).toBe('');
    expect(cleanFolder('photos/2026')).toBe('photos/2026/');
    expect(cleanFolder('photos/2026/')).toBe('photos/2026/');
  });

  it.each(['/photos', 'a//b', 'a/../b', './a', 'a\\b', 'a/\u0000', `${'x'.repeat(300)}`])(
    'refuses %j',
    (folder) => {
      expect(cleanFolder(folder)).toBeNull();
    },
  );
});
