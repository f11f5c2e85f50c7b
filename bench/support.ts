import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { ensureFirstAdmin } from '../apps/server/src/modules/accounts/ensure-first-admin.ts';

export const ADMIN = { email: 'bench-admin@copyvest.test', password: 'BenchAdmin123!' };

/** Our app on a fresh database (PGlite in memory, or a new database on a PostgreSQL server). */
export async function startApp(kind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the PostgreSQL run');
    const name = `copyvest_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    database = openPostgres(dbUrl.toString(), 20);
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    database = await openPglite();
  }
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ACCRUAL_MODE: 'manual',
    LOGIN_MAX_PER_IP_PER_MINUTE: '100000',
    SIGNUP_TAKEN_MAX_PER_IP_PER_HOUR: '100000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const { app, deps } = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config,
    logger: false,
    listen: database.listen,
  });
  await ensureFirstAdmin({ deps });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    deps,
    url,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

/** Signs up (or logs in) through the real API and returns the session cookie. */
export async function sessionCookie(baseUrl: string, path: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

export function argNumber(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

export function kinds(): ('pglite' | 'postgres')[] {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
    ? ['pglite', 'postgres']
    : ['pglite'];
}

/** A new account (`POST /v1/account` creates it without a session), signed in: its cookie and id. */
export async function signUp(
  baseUrl: string,
  fields: { name: string; email: string; password: string; phone?: string; country?: string },
) {
  const response = await fetch(`${baseUrl}/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'unique()', ...fields }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { $id } = (await response.json()) as { $id: string };
  const cookie = await sessionCookie(baseUrl, '/v1/account/sessions/email', {
    email: fields.email,
    password: fields.password,
  });
  return { id: $id, cookie };
}
