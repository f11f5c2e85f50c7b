import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, authTokens, users } from '../../db/schema.ts';
import { appError, pgConstraint } from '../../lib/errors.ts';

export interface PhoneVerificationOptions {
  tx: Tx;
  accountId: string;
  at: Date;
}

/**
 * The account's phone number is proven (an SMS code): it becomes the account's verified number,
 * which no other account may hold (a unique index). Another account holding it verified is a 409.
 */
export async function markPhoneVerified({ tx, accountId, at }: PhoneVerificationOptions) {
  const [updated] = await tx
    .update(accounts)
    .set({
      phoneVerified: true,
      verifiedPhone: sql`(SELECT regexp_replace(${users.phone}, '[\\s().-]', '', 'g')
        FROM ${users} WHERE ${users.id} = ${accountId})`,
      updatedAt: at,
    })
    .where(
      and(
        eq(accounts.id, accountId),
        sql`NOT EXISTS (SELECT 1 FROM ${accounts} other
          WHERE other.verified_phone = (SELECT regexp_replace(${users.phone}, '[\\s().-]', '', 'g')
            FROM ${users} WHERE ${users.id} = ${accountId})
          AND other.id <> ${accountId})`,
      ),
    )
    .returning({ id: accounts.id })
    .catch((error: unknown) => {
      // Another account verified the number at the same moment: the unique index decided.
      if (pgConstraint(error) === 'accounts_verified_phone_unique') return [];
      throw error;
    });
  if (!updated) throw appError('user_phone_already_exists');
}

/**
 * The account's phone number changed (by its owner, on any path, or by an admin): it is no longer
 * verified, and the codes sent to the old number (verification, SMS sign-in) stop working.
 */
export async function forgetPhoneVerification({ tx, accountId, at }: PhoneVerificationOptions) {
  await tx
    .update(accounts)
    .set({ phoneVerified: false, verifiedPhone: null, updatedAt: at })
    .where(eq(accounts.id, accountId));
  await tx
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(authTokens.accountId, accountId),
        inArray(authTokens.kind, ['phone-verification', 'phone-code']),
        isNull(authTokens.usedAt),
      ),
    );
}
