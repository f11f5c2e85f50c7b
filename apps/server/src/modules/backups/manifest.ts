import { z } from 'zod';

/** The archive's format; a restore refuses any other (decision 050). */
export const BACKUP_FORMAT = 1;

const ZTable = z.object({
  schema: z.string(),
  name: z.string(),
  /** The columns in the file's order (generated columns are left out: PostgreSQL computes them). */
  columns: z.array(z.string()),
  /** `database/<n>.copy`: PostgreSQL's COPY text format. */
  file: z.string(),
  rows: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
});

const ZObject = z.object({
  key: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
});

/** `manifest.json`, the archive's first entry: what it holds and how to check it. */
export const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The program that wrote it: the product and the Node.js it ran on. */
  app: z.object({ name: z.literal('copyvest'), node: z.string() }),
  createdAt: z.string(),
  postgres: z.object({ serverVersion: z.string() }),
  /** The migrations applied to the dumped database: a restore needs the same. */
  migrations: z.object({ count: z.number().int(), lastCreatedAt: z.number().nullable() }),
  tables: z.array(ZTable),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string() })),
  objects: z.array(ZObject),
  /**
   * The server keys generated into DATA_DIR (`jwt-secret`, `secrets-key`) when no variable supplied
   * them: without the same secrets key, sealed authenticator secrets cannot be read.
   */
  serverKeys: z.array(ZObject).default([]),
  /** Objects a dumped row named that were gone when they were read (deleted meanwhile). */
  missingObjects: z.array(z.string()),
});

export type Manifest = z.infer<typeof ZManifest>;
export type ManifestObject = z.infer<typeof ZObject>;

/** A backup or restore refused or failed for a reason worth saying plainly (no stack trace). */
export class BackupError extends Error {}

/** Where an object's bytes sit inside the archive. */
export const archivePathOfObject = (key: string) => `objects/${key}`;
/** Where a server key sits inside the archive. */
export const archivePathOfKey = (name: string) => `keys/${name}`;
