import { and, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors.ts';

/** Newest-first keyset pagination over (created_at, id). */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

export function cursorCondition(
  cursor: string | undefined,
  createdAtColumn: PgColumn,
  idColumn: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw badRequest('Invalid cursor');
  return or(lt(createdAtColumn, createdAt), and(eq(createdAtColumn, createdAt), lt(idColumn, id)));
}

/** Takes `limit + 1` rows and returns the page with the cursor for the next one. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
