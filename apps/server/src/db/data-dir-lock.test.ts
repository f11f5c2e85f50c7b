import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

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
});
