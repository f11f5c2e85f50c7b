import { eq } from 'drizzle-orm';
import { samePhone } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { forgetPhoneVerification } from '../accounts/index.ts';
import { sendSecurityNotice } from '../accounts/index.ts';
import { findUser } from './find-user.ts';

export interface UpdateUserContactOptions {
  deps: AppDeps;
  actorId: string;
  userId: string;
  input: { phone: string; country: string };
}

/**
 * Admin update of a user's phone and country (audited). A new number is unverified until the user
 * verifies it (it signs in by SMS), and the user is told by e-mail.
 */
export async function updateUserContact({
  deps,
  actorId,
  userId,
  input,
}: UpdateUserContactOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await findUser({ db: tx, id: userId });
    if (samePhone(before.phone, input.phone) && before.country === input.country) {
      throw appError('profile_unchanged');
    }
    const [after] = await tx
      .update(users)
      .set({ phone: input.phone, country: input.country, updatedAt: at })
      .where(eq(users.id, userId))
      .returning();
    if (!samePhone(before.phone, input.phone)) {
      await forgetPhoneVerification({ tx, accountId: userId, at });
      await sendSecurityNotice({ tx, accountId: userId, event: 'phone_changed', at });
    }
    await writeAudit({
      tx,
      actorId,
      action: 'user.update',
      targetType: 'user',
      targetId: userId,
      before: { phone: before.phone, country: before.country },
      after: { phone: input.phone, country: input.country },
      at,
    });
    return after!;
  });
}
