import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ID_UNIQUE, SIGN_IN_CODE_MINUTES, type TToken } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { accounts, users } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createPasswordlessAccount } from '../accounts/index.ts';
import { writeAccountLog, type RequestOrigin } from '../accounts/index.ts';
import { enqueueSms } from '../mail/index.ts';
import { issueAuthToken } from './issue-auth-token.ts';
import { toTokenDto } from './to-token-dto.ts';

export interface CreatePhoneTokenOptions {
  deps: AppDeps;
  userId: string;
  phone: string;
  origin: RequestOrigin;
}

/**
 * `POST /account/tokens/phone`: texts a 6-digit code (15 minutes, 5 tries) to the account whose
 * verified number this is; a number no account has creates the account; a number an account has
 * entered but not verified sends nothing. Answers like the e-mail token (see
 * create-email-token.ts): nothing tells whether the number was registered.
 */
export async function createPhoneToken(options: CreatePhoneTokenOptions): Promise<TToken> {
  const { deps, phone } = options;
  const custom = options.userId === ID_UNIQUE ? undefined : options.userId;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The account whose verified number this is (one at most: a unique index). A number entered
    // on an account that signs in otherwise (e-mail or password) and never proven signs nobody in:
    // it may be someone else's. An account made by this sign-in, whose only credential the number
    // is, gets its code until it is proven.
    const holders = await tx
      .select({
        user: users,
        disabledAt: accounts.disabledAt,
        verified: accounts.verifiedPhone,
        phoneOnly: sql<boolean>`${accounts.email} IS NULL AND ${accounts.passwordHash} IS NULL`,
      })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.id))
      .where(
        and(
          or(
            eq(accounts.verifiedPhone, phone),
            sql`regexp_replace(${users.phone}, '[\\s().-]', '', 'g') = ${phone}`,
          ),
          isNull(users.deletedAt),
        ),
      )
      .limit(10);
    const existing =
      holders.find((holder) => holder.verified === phone) ??
      holders.find((holder) => holder.phoneOnly && holder.verified === null);
    const unproven = !existing && holders.length > 0;
    let user = existing?.user;
    let userRef = custom ?? newId();
    if (unproven) {
      // Answered like any other number, and no code is sent: the holder verifies it first.
      return toTokenDto({
        id: newId(),
        createdAt: now,
        userRef,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
        phrase: '',
      });
    }
    if (!user) {
      user = await createPasswordlessAccount({
        tx,
        deps,
        id: custom,
        phone,
        origin: options.origin,
        at: now,
      });
      userRef = user.id;
    }
    if (existing?.disabledAt) {
      return toTokenDto({
        id: newId(),
        createdAt: now,
        userRef,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
        phrase: '',
      });
    }
    const { row, secret } = await issueAuthToken({
      deps,
      tx,
      accountId: user.id,
      userRef,
      kind: 'phone-code',
      minutes: SIGN_IN_CODE_MINUTES,
    });
    await enqueueSms({
      tx,
      to: { name: user.name, phone },
      code: { sealed: deps.secrets.seal(secret) },
      minutes: SIGN_IN_CODE_MINUTES,
      at: now,
    });
    await writeAccountLog({
      db: tx,
      accountId: user.id,
      event: 'token.create',
      origin: options.origin,
      at: now,
    });
    return toTokenDto(row);
  });
}
