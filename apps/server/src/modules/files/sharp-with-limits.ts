import sharp from 'sharp';

// libvips keeps recently opened files and operations in a cache: no files (a deleted upload
// must not stay open), little memory (previews are cached on disk instead). Every module that
// uses sharp imports it from here, so the limits hold before its first call.
sharp.cache({ memory: 16, files: 0, items: 20 });

export { sharp };
export type { Sharp } from 'sharp';
