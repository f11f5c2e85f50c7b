import type { TSettings } from '@copyvest/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { readStoredSettings } from './read-stored-settings.ts';

/** The channel migration 0031's trigger announces every change of `platform_settings` on. */
export const SETTINGS_CHANNEL = 'copyvest_settings';

/**
 * With LISTEN, a copy is trusted this long between notifications (a notification lost while the
 * listening connection was down is made good by then); without, this is how stale a copy may be.
 */
export const SETTINGS_MAX_AGE_MS = 5 * 60_000;

/**
 * The process's copy of every settings group (decision 053): read once, kept until a change is
 * announced on `copyvest_settings` (by this process's own writes or any other's, after COMMIT)
 * or it is older than SETTINGS_MAX_AGE_MS; so a request reads settings without a statement. A
 * change that arrives while a read is under way discards that read's result (it may predate the
 * change); callers waiting on it still get a consistent set.
 */
export class SettingsStore {
  private value: TSettings | undefined;
  private loadedAt = 0;
  private loading: Promise<TSettings> | undefined;
  private generation = 0;

  constructor(private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  async get(): Promise<TSettings> {
    const now = this.deps.clock.now().getTime();
    if (this.value && now - this.loadedAt < SETTINGS_MAX_AGE_MS && now >= this.loadedAt) {
      return this.value;
    }
    this.loading ??= this.load();
    return this.loading;
  }

  /** Forget the copy: the next `get` reads the table again. */
  invalidate(): void {
    this.generation++;
    this.value = undefined;
    this.loading = undefined;
  }

  private async load(): Promise<TSettings> {
    const generation = this.generation;
    try {
      const value = await readStoredSettings(this.deps.db, this.deps.log);
      if (generation === this.generation) {
        this.value = value;
        this.loadedAt = this.deps.clock.now().getTime();
      }
      return value;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}
