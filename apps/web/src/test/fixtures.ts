import type { TAccount, TDashboard, TSessionState, TTrade, TUser } from '@copyvest/shared';

const now = '2026-03-04T12:00:00.000Z';

/** A signed-in user for component tests. */
export function testUser(overrides: Partial<TUser> = {}): TUser {
  return {
    $id: 'u1',
    $createdAt: now,
    $updatedAt: now,
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '+44 20 0000 0000',
    country: 'United Kingdom',
    avatar: null,
    isAdmin: false,
    isActive: true,
    isGuest: false,
    balance: 0,
    profit: 0,
    bonus: 0,
    referralId: 'ada-lovelace-1a2b',
    referrerId: null,
    suspended: false,
    suspendedReason: null,
    registrationComplete: true,
    ...overrides,
  };
}

/** The signed-in account (Appwrite `Models.User`) of `testUser()`. */
export function testAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    $id: 'u1',
    $createdAt: now,
    $updatedAt: now,
    name: 'Ada Lovelace',
    registration: now,
    status: true,
    labels: [],
    passwordUpdate: now,
    email: 'ada@example.test',
    phone: '',
    emailVerification: false,
    phoneVerification: false,
    mfa: false,
    prefs: {},
    targets: [],
    accessedAt: now,
    ...overrides,
  };
}

/** What `GET /v1/session` answers for a signed-in user with these profile fields. */
export function testSession(user: Partial<TUser> = {}): TSessionState {
  const profile = testUser(user);
  return {
    account: testAccount({ $id: profile.$id, name: profile.name, email: profile.email }),
    user: profile,
  };
}

/** What `GET /v1/session` answers when nobody is signed in. */
export const signedOut: TSessionState = { account: null, user: null };

export function testTrade(overrides: Partial<TTrade> = {}): TTrade {
  return {
    $id: 'tr1',
    $createdAt: now,
    $updatedAt: now,
    planId: 'p1',
    planTitle: 'Basic Plan',
    roi: 2,
    days: 7,
    amount: 500_00,
    startedAt: now,
    termStartedAt: now,
    daysPaid: 3,
    status: 'ongoing',
    closedAt: null,
    maturedAt: null,
    ...overrides,
  };
}

export function testDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  const user = overrides.user ?? testUser();
  return {
    user,
    availableBalance: user.balance,
    heldBalance: 0,
    trade: null,
    recentTransactions: [],
    pendingWithdrawals: 0,
    pendingBonus: 0,
    ...overrides,
  };
}

/** The fields every record carries (`$id`, `$createdAt`, `$updatedAt`). */
export function record(id: string, createdAt = now) {
  return { $id: id, $createdAt: createdAt, $updatedAt: createdAt };
}
