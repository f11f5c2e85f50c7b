import type { TAccount, TDashboard, TTrade, TUser } from '@copyvest/shared';

const now = '2026-03-04T12:00:00.000Z';

/** A signed-in user for component tests. */
export function testUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '+44 20 0000 0000',
    country: 'United Kingdom',
    avatar: null,
    isAdmin: false,
    isActive: true,
    balance: 0,
    profit: 0,
    bonus: 0,
    referralId: 'ada-lovelace-1a2b',
    referrerId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export function testAccount(user: Partial<TUser> = {}): TAccount {
  const full = testUser(user);
  return { id: full.id, email: full.email, name: full.name, createdAt: now, user: full };
}

export function testTrade(overrides: Partial<TTrade> = {}): TTrade {
  return {
    id: 'tr1',
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
    ...overrides,
  };
}
