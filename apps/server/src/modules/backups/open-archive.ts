import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { hashFile } from './hash-file.ts';
import {
  archivePathOfKey,
  archivePathOfObject,
  BACKUP_FORMAT,
  BackupError,
  type Manifest,
  ZManifest,
} from './manifest.ts';

export interface OpenedArchive {
  /** The folder the archive was unpacked into. */
  dir: string;
  manifest: Manifest;
  /** Removes the unpacked folder. */
  close(): Promise<void>;
}

/**
 * Unpacks a backup archive into a temporary folder and checks it whole before anything is
 * restored: its manifest, and the size and SHA-256 of every table and object it lists. A damaged
 * or altered archive is refused with what is wrong, having changed nothing but its own temporary
 * folder (removed).
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (file.startsWith('s3://')) {
    throw new BackupError(
      'openArchive reads a file: download the archive with downloadArchive first.',
    );
  }
  if (!fs.existsSync(file)) throw new BackupError(`No backup archive at ${file}.`);
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'copyvest-restore-'));
  const close = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    try {
      await extract({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new BackupError(
        `${file} is not a readable backup archive: ${(error as Error).message}`,
      );
    }
    let manifest: Manifest;
    try {
      const raw = JSON.parse(await fs.promises.readFile(path.join(dir, 'manifest.json'), 'utf8'));
      if (raw?.format !== BACKUP_FORMAT) {
        throw new Error(`format ${String(raw?.format)}, this release reads ${BACKUP_FORMAT}`);
      }
      manifest = ZManifest.parse(raw);
    } catch (error) {
      throw new BackupError(`${file} has no valid manifest: ${(error as Error).message}`);
    }
    const expected = [
      ...manifest.tables.map((t) => ({ what: `table ${t.schema}.${t.name}`, ...t })),
      ...manifest.objects.map((o) => ({
        what: `object ${o.key}`,
        file: archivePathOfObject(o.key),
        ...o,
      })),
      ...manifest.serverKeys.map((k) => ({
        what: `server key ${k.key}`,
        file: archivePathOfKey(k.key),
        ...k,
      })),
    ];
    const wrong: string[] = [];
    for (const item of expected) {
      const target = path.join(dir, item.file);
      if (!target.startsWith(dir + path.sep) || !fs.existsSync(target)) {
        wrong.push(`${item.what} is missing`);
        continue;
      }
      const actual = await hashFile(target);
      if (actual.size !== item.size || actual.sha256 !== item.sha256) {
        wrong.push(`${item.what} does not match its checksum`);
      }
    }
    if (wrong.length > 0) {
      throw new BackupError(
        `${file} is damaged; nothing was restored:\n  ${wrong.slice(0, 20).join('\n  ')}` +
          (wrong.length > 20 ? `\n  … and ${wrong.length - 20} more` : ''),
      );
    }
    return { dir, manifest, close };
  } catch (error) {
    await close();
    throw error;
  }
}
