import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { ServerSecrets } from './lib/server-secrets.ts';
import type { SettingsStore } from './modules/settings/index.ts';

/** What every route and service may use; built once in app.ts. */
export interface AppDeps {
  db: Db;
  dbKind: 'postgres';
  config: Config;
  clock: Clock;
  /** Signs and verifies account JWTs (HS256). */
  jwtKey: Uint8Array;
  /** Waits (login slow-down); tests pass one that only records. */
  sleep: (ms: number) => Promise<void>;
  /** Seals secrets kept at rest and hashes short codes (SECRETS_KEY). */
  secrets: ServerSecrets;
  /** The app's logger (redacting, lib/log-redaction.ts): what happens outside a request's reply. */
  log: FastifyBaseLogger;
  /** The process's copy of the settings groups, refreshed on every change (decision 053). */
  settings: SettingsStore;
}
