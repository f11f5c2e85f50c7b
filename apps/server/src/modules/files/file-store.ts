import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
  stream: Readable;
}

/**
 * Where file contents live, by key (`objects/ab/ab12…`). Small on purpose, so an object store can
 * replace the disk later: whole-object writes, streamed reads, deletes.
 */
export interface FileStore {
  /** Writes the object from the source; all or nothing (a failed write leaves no object). */
  put(key: string, source: AsyncIterable<Uint8Array> | Readable): Promise<void>;
  /** The object's size and a stream of its bytes, or null if there is none. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Renames an object (replacing any object at `to`). */
  move(from: string, to: string): Promise<void>;
  /** Deletes an object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Deletes every object under a folder key ending in `/`. */
  deleteFolder(prefix: string): Promise<void>;
}

const KEY = /^[a-z0-9]+(\/[a-z0-9][a-z0-9._-]*)*\/?$/;

/** Files on the local disk under `root`; writes go to a temporary file renamed into place. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: AsyncIterable<Uint8Array> | Readable): Promise<void> {
    const target = this.pathOf(key);
    const tmpDir = path.join(this.root, '.tmp');
    await fs.promises.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomBytes(12).toString('hex'));
    // The file is created before any byte is read, so a refused upload can always remove it
    // (a stream that opens lazily could create it after the clean-up ran).
    const handle = await fs.promises.open(tmp, 'wx');
    try {
      await pipeline(source, handle.createWriteStream());
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(tmp, target);
    } catch (error) {
      await fs.promises.rm(tmp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.promises.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(this.pathOf(from), target);
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder key: ${prefix}`);
    await fs.promises.rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
