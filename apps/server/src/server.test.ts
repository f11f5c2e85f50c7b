import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildWhatChanged } from '../test/support/build-what-changed.ts';
import { reconcileLedger } from './modules/ledger/index.ts';
import { openPostgres } from './db/client.ts';

/** What `npm start` runs: the built server, with plain node. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-process-'));
const children: ChildProcess[] = [];

async function start(env: Record<string, string> = {}, folder = dataDir) {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ACCRUAL_MODE: 'manual',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = async (pattern: RegExp, ms = 90_000) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${pattern}; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { child, port, exited, until, output: () => output };
}

beforeAll(() => buildWhatChanged(), 120_000);

const folders = [dataDir];
function newDataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-process-'));
  folders.push(folder);
  return folder;
}

/** The embedded PostgreSQL of a data folder: its postmaster's pid and a URL with its credentials. */
function embeddedOf(folder: string) {
  const [pid, , , port] = fs
    .readFileSync(path.join(folder, 'postgres/postmaster.pid'), 'utf8')
    .split('\n');
  const { user, password } = JSON.parse(
    fs.readFileSync(path.join(folder, 'postgres-credentials.json'), 'utf8'),
  ) as { user: string; password: string };
  return {
    pid: Number(pid),
    port: Number(port),
    url: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function signIn(port: number, email: string, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-appwrite-project': 'copyvest' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // A killed server leaves its PostgreSQL running (the next start would stop it): stop them here.
  for (const folder of folders) {
    try {
      const { pid } = embeddedOf(folder);
      if (isAlive(pid)) process.kill(pid, 'SIGQUIT');
    } catch {
      // no cluster, or it is stopped
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints a generated first admin once, refuses a second server on the same data, and stops gracefully', async () => {
    const first = await start();
    const output = await first.until(/is running at/);
    expect(output).toMatch(
      /First admin account created:\n {2}e-mail: {3}admin@copyvest\.local\n {2}password: \S{12,}/,
    );
    const health = await fetch(`http://127.0.0.1:${first.port}/v1/health`);
    expect(((await health.json()) as { database: { status: string } }).database.status).toBe('ok');

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another running server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Its own stop of the database is not reported as the database stopping under it.
    expect(first.output()).not.toContain('The embedded PostgreSQL stopped');

    const restarted = await start();
    const again = await restarted.until(/is running at/);
    expect(again).not.toContain('First admin account created');
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('sends mail from its mail thread: a sign-up is welcomed through the development mailbox, and the thread stops with the server', async () => {
    const folder = newDataDir();
    // The thread runs under NODE_ENV=production (React's production build) with the server's
    // configuration: the test clock, refused in production, must not stop it (decision 078).
    const server = await start({ MAIL_POLL_INTERVAL_MS: '60000', TEST_CLOCK: 'enabled' }, folder);
    await server.until(/is running at/);
    const email = `thread-${Date.now()}@example.com`;
    const signUp = await fetch(`http://127.0.0.1:${server.port}/v1/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-appwrite-project': 'copyvest' },
      body: JSON.stringify({
        userId: 'unique()',
        email,
        password: 'a long enough password 1',
        name: 'Thread Reader',
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(201);
    // Woken by the outbox's NOTIFY (the poll is a minute away): the thread rendered and wrote it.
    const mailbox = path.join(folder, 'mail');
    await expect
      .poll(
        () =>
          fs.existsSync(mailbox) &&
          fs
            .readdirSync(mailbox)
            .filter((name) => name.endsWith('.html'))
            .some((name) =>
              fs.readFileSync(path.join(mailbox, name), 'utf8').includes('Thread Reader'),
            ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const { url } = embeddedOf(folder);
    const database = openPostgres(url, 1);
    try {
      const rows = await database.pool.query(`SELECT status FROM mail_outbox WHERE to_email = $1`, [
        email,
      ]);
      expect(rows.rows).toEqual([{ status: 'sent' }]);
    } finally {
      await database.close();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/mail thread/);
  }, 180_000);

  it('stops at once on a bad setting, naming the variable', async () => {
    const bad = await start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT:');
  });

  it('keeps the embedded PostgreSQL private: 127.0.0.1 and a socket in a private folder, a generated password, credentials readable by the server alone', async () => {
    const folder = newDataDir();
    const server = await start({}, folder);
    await server.until(/is running at/);
    const { port, url } = embeddedOf(folder);
    expect(fs.statSync(path.join(folder, 'postgres-credentials.json')).mode & 0o077).toBe(0);
    const wrong = new pg.Client({
      connectionString: `postgres://copyvest:wrong@127.0.0.1:${port}/postgres`,
    });
    wrong.on('error', () => undefined);
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    const right = new pg.Client({ connectionString: url });
    await right.connect();
    const { rows } = await right.query<{ listen: string; sockets: string }>(
      `SELECT current_setting('listen_addresses') AS listen,
              current_setting('unix_socket_directories') AS sockets`,
    );
    await right.end();
    // TCP on 127.0.0.1, and a Unix socket (what the server uses) in the cluster's folder, which
    // only the PostgreSQL user may enter.
    expect(rows[0]).toEqual({ listen: '127.0.0.1', sockets: path.join(folder, 'postgres') });
    expect(fs.statSync(path.join(folder, 'postgres')).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(folder, 'postgres', `.s.PGSQL.${port}`)).isSocket()).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('a server killed outright leaves its PostgreSQL running; the next start stops it and serves the same data', async () => {
    const folder = newDataDir();
    const first = await start({ ADMIN_PASSWORD: 'FirstAdmin#2026' }, folder);
    await first.until(/is running at/);
    const { pid } = embeddedOf(folder);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(pid)).toBe(true);

    const second = await start({}, folder);
    const output = await second.until(/is running at/);
    expect(output).toContain(`stopped the PostgreSQL (pid ${pid}) a previous server left running`);
    expect(output).not.toContain('First admin account created');
    expect(isAlive(pid)).toBe(false);
    await signIn(second.port, 'admin@copyvest.local', 'FirstAdmin#2026');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(path.join(folder, 'postgres/postmaster.pid'))).toBe(false);
  }, 180_000);

  it('stops with exit code 1 when its embedded PostgreSQL dies under it', async () => {
    const folder = newDataDir();
    const server = await start({}, folder);
    await server.until(/is running at/);
    process.kill(embeddedOf(folder).pid, 'SIGKILL');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The embedded PostgreSQL stopped');
  }, 120_000);

  it('converts a data folder of the PGlite release once: accounts, balances, the open trade and the books carry over', async () => {
    const folder = newDataDir();
    const fixture = fileURLToPath(
      new URL('../test/fixtures/pglite-data-dir-2026-11-25.tar.xz', import.meta.url),
    );
    execFileSync('tar', ['-xJf', fixture, '-C', folder]);
    const first = await start({}, folder);
    const output = await first.until(/is running at/);
    expect(output).toMatch(/converted: \d+ rows copied/);
    expect(output).not.toContain('First admin account created');
    expect(fs.existsSync(path.join(folder, 'pgdata'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'pgdata.converted/PG_VERSION'))).toBe(true);

    // Made by the PGlite release: Ada deposited $2,500.00 (approved) and $123.45 (pending),
    // invested $500.00 in the Basic Plan and asked to withdraw $500.00 (pending).
    const cookie = await signIn(first.port, 'ada@example.com', 'Lovelace#1815');
    const dashboard = (await (
      await fetch(`http://127.0.0.1:${first.port}/v1/dashboard`, {
        headers: { cookie, 'x-appwrite-project': 'copyvest' },
      })
    ).json()) as {
      user: { balance: number };
      availableBalance: number;
      heldBalance: number;
      trade: { amount: number; status: string; planTitle: string } | null;
    };
    expect(dashboard.user.balance).toBe(200_000);
    expect(dashboard.availableBalance).toBe(150_000);
    expect(dashboard.heldBalance).toBe(50_000);
    expect(dashboard.trade).toMatchObject({
      amount: 50_000,
      status: 'ongoing',
      planTitle: 'Basic Plan',
    });
    await signIn(first.port, 'admin@copyvest.test', 'AdminPass123!');

    const database = openPostgres(embeddedOf(folder).url, 1);
    try {
      expect((await reconcileLedger({ db: database.db })).anomalies).toEqual([]);
      // Identities continue after the copied rows instead of colliding with them.
      const { rows } = await database.pool.query<{ next: string; max: string }>(
        `SELECT nextval('ledger_transfers_id_seq')::text AS next, (SELECT max(id) FROM ledger_transfers)::text AS max`,
      );
      expect(BigInt(rows[0]!.next)).toBeGreaterThan(BigInt(rows[0]!.max));
    } finally {
      await database.close();
    }
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Its own stop of the database is not reported as the database stopping under it.
    expect(first.output()).not.toContain('The embedded PostgreSQL stopped');

    const again = await start({}, folder);
    expect(await again.until(/is running at/)).not.toContain('converting');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
