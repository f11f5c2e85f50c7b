import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { processLogger } from '../lib/process-logger.ts';
import { GuardHeldError, takeLocalLockGuard } from './local-lock-guard.ts';

export class DataDirLockedError extends Error {}

const OWNER_FILE = '.lock-owner';

function lockedError(dataDir: string) {
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another running server. ` +
      'Stop that server first, or start this one with another DATA_DIR. ' +
      '(If that server ran on another machine or container and is gone, wait 10 seconds.)',
  );
}

function acquire(dir: string) {
  return lockfile.lock(dir, {
    lockfilePath: path.join(dir, '.lock'),
    stale: 10_000,
    update: 5_000,
    retries: 0,
    onCompromised: (error) => {
      processLogger.fatal({ err: error, dir }, 'the lock on the data directory was lost; stopping');
      process.exit(1);
    },
  });
}

function readOwnerScope(dir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Locks the embedded data directory so a second process on it stops with a clear message
 * instead of corrupting it (decision 014). Two locks:
 * - a guard the kernel frees when its process dies (`local-lock-guard.ts`), exclusive among live
 *   processes on this machine: while another live server holds it, we stop at once;
 * - proper-lockfile's `.lock` (mkdir + heartbeat), which also keeps out servers on other machines
 *   or containers sharing the directory.
 * Holding the guard, a `.lock` left by a holder on this machine (`.lock-owner` names our scope)
 * can only be a dead process's: it is taken over at once instead of waiting for it to go stale.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = fs.realpathSync(dataDir);
  let guard;
  try {
    guard = await takeLocalLockGuard(dir);
  } catch (error) {
    if (error instanceof GuardHeldError) throw lockedError(dataDir);
    throw error;
  }
  try {
    let release: () => Promise<void>;
    try {
      release = await acquire(dir);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED') throw error;
      if (!guard || readOwnerScope(dir) !== guard.scope) throw lockedError(dataDir);
      // Its holder ran here and no longer holds the guard: it died. Take the lock over.
      fs.rmSync(path.join(dir, '.lock'), { recursive: true, force: true });
      release = await acquire(dir).catch((again: { code?: string }) => {
        throw again.code === 'ELOCKED' ? lockedError(dataDir) : again;
      });
    }
    if (guard) fs.writeFileSync(path.join(dir, OWNER_FILE), `${guard.scope}\n`);
    const held = guard;
    return async () => {
      if (held) fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
      await release();
      await held?.close();
    };
  } catch (error) {
    await guard?.close();
    throw error;
  }
}
