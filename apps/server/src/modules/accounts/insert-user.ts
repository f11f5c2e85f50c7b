import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId, newReferralId } from '../../lib/ids.ts';
import type { UserRow } from '../../db/rows.ts';

export interface NewUser {
  /** A custom id (the SDK's userId); default: a new one. */
  id?: string;
  name: string;
  /** Null for a guest or a phone sign-up. */
  email: string | null;
  /** Null for an account that signs in without a password (code, link, phone, OAuth2, guest). */
  passwordHash: string | null;
  phone: string;
  country: string;
  referrerId?: string | null;
  isAdmin?: boolean;
  isActive?: boolean;
  isGuest?: boolean;
  /** An address the account proved it receives (OAuth2 provider's verified e-mail). */
  emailVerified?: boolean;
  at: Date;
}

export interface InsertUserOptions {
  tx: DbOrTx;
  input: NewUser;
}

/** Creates the account and its user profile (inside the caller's transaction). */
export async function insertUser({ tx, input }: InsertUserOptions): Promise<UserRow> {
  const id = input.id ?? newId();
  const created = await tx
    .insert(accounts)
    .values({
      id,
      email: input.email,
      passwordHash: input.passwordHash,
      createdAt: input.at,
      updatedAt: input.at,
      passwordUpdatedAt: input.passwordHash ? input.at : null,
      emailVerified: input.emailVerified ?? false,
    })
    // The id or the e-mail is taken: one answer for both, as the SDK documents.
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (created.length === 0) throw appError('user_already_exists');
  for (let attempt = 0; attempt < 10; attempt++) {
    const [user] = await tx
      .insert(users)
      .values({
        id,
        name: input.name,
        email: input.email ?? '',
        phone: input.phone,
        country: input.country,
        referralId: newReferralId(input.name),
        referrerId: input.referrerId ?? null,
        isAdmin: input.isAdmin ?? false,
        isActive: input.isActive ?? false,
        isGuest: input.isGuest ?? false,
        // The sign-up form asks every field and the terms; other sign-ups complete them later.
        registrationCompletedAt:
          input.isAdmin || (input.name && input.phone && input.country) ? input.at : null,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .onConflictDoNothing({ target: users.referralId })
      .returning();
    if (user) return user;
  }
  throw new Error('could not allocate a unique referral id');
}
