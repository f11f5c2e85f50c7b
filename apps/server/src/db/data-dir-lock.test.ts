import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another server process holding the lock on `dir`; resolves once it holds it. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    await lockDataDir(${JSON.stringify(dir)});
    process.stdout.write('locked\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

function killed(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same directory with a clear message, and frees it on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another running server/);
    await release();
    const again = await lockDataDir(dir);
    await again();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses while another live process holds it, and takes it over at once after that process is killed -9', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-lock-'));
    const holder = await holderProcess(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    } finally {
      await killed(holder);
    }
    // The dead holder's lock is still on disk and fresh (it would look alive for ~10 s).
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(true);
    const release = await lockDataDir(dir);
    // …and now this process holds it: a newcomer is refused.
    const newcomer = holderProcess(dir);
    await expect(newcomer).rejects.toThrow(/holder exited with 1/);
    await release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
