import fs from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * Locks the embedded data directory so a second process on it stops with a clear message
 * instead of corrupting it. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 10_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        console.error(`The lock on ${dataDir} was lost: ${error.message}. Stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another running server. ` +
          'Stop that server first, or start this one with another DATA_DIR. ' +
          '(If no other server is running, wait 10 seconds for the stale lock to expire.)',
      );
    }
    throw error;
  }
}
