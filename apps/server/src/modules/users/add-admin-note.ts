import type { TAdminNote, TAdminNoteInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { adminNotes, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findUser } from './find-user.ts';
import { toAdminNoteDto } from './list-admin-notes.ts';

export interface AddAdminNoteOptions {
  deps: AppDeps;
  viewer: Actor;
  userId: string;
  input: TAdminNoteInput;
}

/** An admin writes a note about a user (decision 056): kept with its author, audited, never shown to the user. */
export async function addAdminNote({
  deps,
  viewer,
  userId,
  input,
}: AddAdminNoteOptions): Promise<TAdminNote> {
  await authorize(viewer, 'user.note', { ownerId: userId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await findUser({ db: tx, id: userId });
    const [note] = await tx
      .insert(adminNotes)
      .values({ id: newId(), userId, authorId: viewer.userId, body: input.body, createdAt: at })
      .returning();
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, viewer.userId));
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'user.note_add',
      targetType: 'user',
      targetId: userId,
      after: { noteId: note!.id },
      at,
    });
    return toAdminNoteDto({
      ...note!,
      authorName: author?.name ?? null,
      authorEmail: author?.email ?? null,
    });
  });
}
