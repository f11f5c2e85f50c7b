import { desc, eq, sql } from 'drizzle-orm';
import type { TAdminNoteList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { adminNotes, users } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findUser } from './find-user.ts';

/** The notes the page lists, newest first. */
export const NOTES_LIMIT = 100;

export interface ListAdminNotesOptions {
  db: DbOrTx;
  viewer: Actor;
  userId: string;
}

export type AdminNoteRow = typeof adminNotes.$inferSelect & {
  authorName: string | null;
  authorEmail: string | null;
};

export function toAdminNoteDto(row: AdminNoteRow) {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    body: row.body,
    author:
      row.authorId && row.authorName !== null
        ? { id: row.authorId, name: row.authorName, email: row.authorEmail ?? '' }
        : null,
  };
}

/** The notes admins wrote about a user (decision 056), with each author; admins only. */
export async function listAdminNotes({
  db,
  viewer,
  userId,
}: ListAdminNotesOptions): Promise<TAdminNoteList> {
  await authorize(viewer, 'user.note', { ownerId: userId });
  await findUser({ db, id: userId });
  const rows = await db
    .select({
      id: adminNotes.id,
      userId: adminNotes.userId,
      authorId: adminNotes.authorId,
      body: adminNotes.body,
      createdAt: adminNotes.createdAt,
      authorName: users.name,
      authorEmail: users.email,
      total: sql<number>`count(*) OVER ()::int`,
    })
    .from(adminNotes)
    .leftJoin(users, eq(users.id, adminNotes.authorId))
    .where(eq(adminNotes.userId, userId))
    .orderBy(desc(adminNotes.createdAt), desc(adminNotes.id))
    .limit(NOTES_LIMIT);
  return { total: rows[0]?.total ?? 0, notes: rows.map(toAdminNoteDto) };
}
