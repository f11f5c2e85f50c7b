import { randomBytes } from 'node:crypto';

/**
 * Where a file's bytes live in the file store. Every name here is chosen by the server: the
 * client's file name is kept in the database for display only.
 */
export const newStorageName = () => randomBytes(16).toString('hex');

export const OBJECTS_PREFIX = 'objects/';
export const objectKey = (storageName: string) =>
  `${OBJECTS_PREFIX}${storageName.slice(0, 2)}/${storageName}`;
export const partsPrefix = (storageName: string) => `uploads/${storageName}/`;
/** A received chunk's bytes; each attempt gets its own random part name, so none overwrites another. */
export const partKey = (storageName: string, partName: string) =>
  `${partsPrefix(storageName)}${partName}`;
export const newPartName = () => randomBytes(12).toString('hex');
export const previewsPrefix = (storageName: string) => `previews/${storageName}/`;
export const previewKey = (storageName: string, optionsHash: string, extension: string) =>
  `${previewsPrefix(storageName)}${optionsHash}.${extension}`;
export const STAGING_PREFIX = 'staging/';
export const UPLOADS_PREFIX = 'uploads/';
export const PREVIEWS_PREFIX = 'previews/';
export const newStagingKey = () => `${STAGING_PREFIX}${randomBytes(16).toString('hex')}`;
/** The storage name a key under `objects/`, `uploads/` or `previews/` belongs to. */
export const storageNameOfKey = (key: string) =>
  key.split('/')[key.startsWith(OBJECTS_PREFIX) ? 2 : 1] ?? '';
