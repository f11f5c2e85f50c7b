import { and, eq, isNull } from 'drizzle-orm';
import { samePhone, type ZRegistrationComplete } from '@copyvest/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { forgetPhoneVerification } from '../accounts/index.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';

export interface CompleteRegistrationOptions {
  deps: AppDeps;
  auth: AuthContext;
  input: z.output<typeof ZRegistrationComplete>;
  origin: RequestOrigin;
}

/**
 * The rest of a registration that began without the sign-up form (an e-mail link or code, a
 * phone code, an OAuth2 provider): name, phone and country, and the terms accepted, once
 * (a conditional update: a second call is 409 `user_registration_completed`). A phone other than
 * the one a phone sign-up proved is unverified until verified again.
 */
export async function completeRegistration(options: CompleteRegistrationOptions) {
  const { deps, auth, input } = options;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        name: input.name,
        phone: input.phone,
        country: input.country,
        registrationCompletedAt: at,
        updatedAt: at,
      })
      .where(and(eq(users.id, auth.user.id), isNull(users.registrationCompletedAt)))
      .returning();
    if (!updated) throw appError('user_registration_completed');
    if (auth.user.phone && !samePhone(input.phone, auth.user.phone)) {
      await forgetPhoneVerification({ tx, accountId: auth.user.id, at });
    }
    await writeAccountLog({
      db: tx,
      accountId: auth.user.id,
      event: 'user.update.name',
      origin: options.origin,
      at,
    });
    return updated;
  });
}
