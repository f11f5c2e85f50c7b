import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../package-folders.ts';

/** The migrations this release brings (drizzle's journal): what a database it migrates ends at. */
export function codeMigrationLevel(): { count: number; lastCreatedAt: number | null } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const last = journal.entries.at(-1);
  return { count: journal.entries.length, lastCreatedAt: last ? last.when : null };
}
