import { Readable } from 'node:stream';
import type { Clock } from '../../lib/clock.ts';
import type { FileStore, StoredObject } from './file-store.ts';
import { PREVIEWS_PREFIX, previewsPrefix } from './storage-keys.ts';

/** A hit marks the preview as used on disk at most this often (other processes see it in `sync`). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

interface Entry {
  size: number;
  touchedAt: number;
}

/**
 * Rendered previews on disk, at most `maxBytes` of them: the least recently used go first. The
 * index lives in memory (a Map in use order) and is rebuilt from the disk by `sync` at start and
 * on every storage sweep, so processes sharing a STORAGE_DIR converge on one view of it.
 */
export class PreviewCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly store: FileStore,
    private readonly maxBytes: number,
    private readonly clock: Clock,
  ) {}

  /** Bytes the index holds. */
  get size(): number {
    return this.bytes;
  }

  async get(key: string): Promise<StoredObject | null> {
    const object = await this.store.get(key);
    if (!object) {
      this.forget(key);
      return null;
    }
    const now = this.clock.now();
    const entry = this.entries.get(key);
    this.remember(key, object.size, entry?.touchedAt ?? 0);
    if (!entry || now.getTime() - entry.touchedAt > TOUCH_EVERY_MS) {
      await this.store.touch(key, now);
      this.entries.get(key)!.touchedAt = now.getTime();
    }
    return object;
  }

  /** Stores a rendered preview (one larger than the whole cache is not kept) and evicts. */
  async put(key: string, data: Buffer): Promise<void> {
    if (data.length > this.maxBytes) return;
    await this.store.put(key, Readable.from([data]));
    const now = this.clock.now();
    await this.store.touch(key, now);
    this.remember(key, data.length, now.getTime());
    await this.evict();
  }

  /** Drops a deleted file's previews from the index (their folder is removed with the file). */
  forgetFile(storageName: string): void {
    const prefix = previewsPrefix(storageName);
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.forget(key);
  }

  /** Rebuilds the index from the disk (oldest use first), then evicts down to the cap. */
  async sync(): Promise<void> {
    const found: Array<{ key: string; size: number; at: number }> = [];
    for await (const object of this.store.list(PREVIEWS_PREFIX)) {
      found.push({ key: object.key, size: object.size, at: object.modifiedAt.getTime() });
    }
    const known = this.entries;
    const merged = found.map((item) => ({
      ...item,
      at: Math.max(item.at, known.get(item.key)?.touchedAt ?? 0),
    }));
    // Keys this process used since they were listed keep their later use.
    merged.sort((a, b) => a.at - b.at);
    known.clear();
    this.bytes = 0;
    for (const item of merged) this.remember(item.key, item.size, item.at);
    await this.evict();
  }

  private remember(key: string, size: number, touchedAt: number) {
    this.forget(key);
    this.entries.set(key, { size, touchedAt });
    this.bytes += size;
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private async evict() {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
      await this.store.delete(oldest);
    }
  }
}
