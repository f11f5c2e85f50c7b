import { eq } from 'drizzle-orm';
import { samePhone, type TProfileUpdate } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';

export interface UpdateProfileOptions {
  db: DbOrTx;
  user: UserRow;
  input: TProfileUpdate;
  at: Date;
}

/** Updates phone and country; the same values answer "No changes made" and change nothing. */
export async function updateProfile({ db, user, input, at }: UpdateProfileOptions) {
  if (samePhone(input.phone, user.phone) && input.country === user.country) {
    throw appError('profile_unchanged');
  }
  const [updated] = await db
    .update(users)
    .set({ phone: input.phone, country: input.country, updatedAt: at })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
