import { randomBytes } from 'node:crypto';

/**
 * Where a file's bytes live in the file store. Every name here is chosen by the server: the
 * client's file name is kept in the database for display only.
 */
export const newStorageName = () => randomBytes(16).toString('hex');

export const objectKey = (storageName: string) =>
  `objects/${storageName.slice(0, 2)}/${storageName}`;
export const partsPrefix = (storageName: string) => `uploads/${storageName}/`;
export const partKey = (storageName: string, index: number) =>
  `${partsPrefix(storageName)}${index}`;
export const previewsPrefix = (storageName: string) => `previews/${storageName}/`;
export const previewKey = (storageName: string, optionsHash: string, extension: string) =>
  `${previewsPrefix(storageName)}${optionsHash}.${extension}`;
export const newStagingKey = () => `staging/${randomBytes(16).toString('hex')}`;
