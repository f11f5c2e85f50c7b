import { eq } from 'drizzle-orm';
import { samePhone, type TProfileUpdate } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { forgetPhoneVerification } from '../accounts/index.ts';
import { requirePhoneChangeProof } from '../accounts/index.ts';
import { sendSecurityNotice } from '../accounts/index.ts';

export interface UpdateProfileOptions {
  deps: AppDeps;
  auth: AuthContext;
  input: TProfileUpdate;
}

/**
 * Updates phone and country; the same values answer "No changes made" and change nothing. A new
 * phone number needs the password (or a recent factor), is unverified until verified again, and
 * the owner is told by e-mail.
 */
export async function updateProfile({ deps, auth, input }: UpdateProfileOptions) {
  const user = auth.user;
  const phoneChanged = !samePhone(input.phone, user.phone);
  if (!phoneChanged && input.country === user.country) {
    throw appError('profile_unchanged');
  }
  const at = deps.clock.now();
  if (phoneChanged) await requirePhoneChangeProof({ auth, password: input.password, now: at });
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ phone: input.phone, country: input.country, updatedAt: at })
      .where(eq(users.id, user.id))
      .returning();
    if (phoneChanged) {
      await forgetPhoneVerification({ tx, accountId: user.id, at });
      await sendSecurityNotice({ tx, accountId: user.id, event: 'phone_changed', at });
    }
    return updated!;
  });
}
