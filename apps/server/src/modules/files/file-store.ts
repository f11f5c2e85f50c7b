import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
  stream: Readable;
}

export interface ListedObject {
  key: string;
  size: number;
  /** Last write, or last `touch`. */
  modifiedAt: Date;
}

/**
 * Where file contents live, by key (`objects/ab/ab12…`). Small on purpose, so the local disk
 * (`DiskFileStore`) and an S3 bucket (`S3FileStore`, decision 049) serve alike: whole-object
 * writes, streamed reads, deletes.
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
  /** Every object under a folder key ending in `/` (any depth), in no particular order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Marks an object as used at `at` (the preview cache evicts the least recently used). */
  touch(key: string, at: Date): Promise<void>;
  /**
   * Runs `fn` with a local file holding the object, for tools that read files (image decoding
   * reads only what it needs from a file, where a stream would be buffered whole). The disk store
   * passes its own file; an object store downloads a temporary copy, removed when `fn` settles.
   */
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Removes half-written objects (a process stopped mid-write) last touched before `before`. */
  deleteAbandonedWrites(before: Date): Promise<number>;
  /** Releases what the store holds open (connections); called when the app closes. */
  close(): void;
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

  async *list(prefix: string): AsyncIterable<ListedObject> {
    if (!prefix.endsWith('/')) throw new Error(`not a folder key: ${prefix}`);
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(this.pathOf(prefix), {
        recursive: true,
        withFileTypes: true,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      try {
        const stat = await fs.promises.stat(file);
        yield { key, size: stat.size, modifiedAt: stat.mtime };
      } catch {
        // Removed while listing.
      }
    }
  }

  async touch(key: string, at: Date): Promise<void> {
    try {
      await fs.promises.utimes(this.pathOf(key), at, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    return fn(this.pathOf(key));
  }

  close(): void {}

  async deleteAbandonedWrites(before: Date): Promise<number> {
    const tmpDir = path.join(this.root, '.tmp');
    let names: string[];
    try {
      names = await fs.promises.readdir(tmpDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(tmpDir, name);
      try {
        if ((await fs.promises.stat(file)).mtime < before) {
          await fs.promises.rm(file, { force: true });
          removed += 1;
        }
      } catch {
        // Renamed into place or removed meanwhile.
      }
    }
    return removed;
  }
}
