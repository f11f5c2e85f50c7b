import type { TTransaction, TUser } from '@copyvest/shared';

/** A user as the API returns it, for component tests. */
export function testUser(overrides: Partial<TUser> = {}): TUser {
  return {
    $id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    avatar: null,
    isAdmin: false,
    isActive: true,
    isGuest: false,
    balance: 100_00,
    profit: 50_00,
    bonus: 0,
    referralId: 'ada1234',
    referrerId: null,
    suspended: false,
    suspendedReason: null,
    registrationComplete: true,
    $createdAt: '2026-01-02T10:00:00.000Z',
    $updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A transaction as the API returns it, for component tests. */
export function testTransaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    $id: 't1',
    transactionId: 'TNX-123456',
    userId: 'u1-0123456789',
    amount: 250_00,
    fee: 0,
    type: 'credit',
    status: 'pending',
    kind: 'deposit',
    description: 'Deposit via Bitcoin',
    crypto: 'BTC',
    paymentMethodId: 'pm1',
    walletAddress: null,
    $createdAt: '2026-03-04T12:00:00.000Z',
    $updatedAt: '2026-03-04T12:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
