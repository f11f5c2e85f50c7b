import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWhatChanged } from '../test/support/build-what-changed.ts';

/** What `npm start` runs: the built server, with plain node. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-process-'));
const children: ChildProcess[] = [];

async function start(env: Record<string, string> = {}) {
  const port = await getPort({ host: '127.0.0.1' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
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

    const restarted = await start();
    const again = await restarted.until(/is running at/);
    expect(again).not.toContain('First admin account created');
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

  it('stops at once on a bad setting, naming the variable', async () => {
    const bad = await start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT:');
  });
});
