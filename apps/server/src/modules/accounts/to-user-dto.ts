import type { TUser } from '@copyvest/shared';
import type { UserRow } from '../../db/rows.ts';

export function toUserDto(row: UserRow): TUser {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    avatar: row.avatar,
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    isGuest: row.isGuest,
    isLeadTrader: row.isLeadTrader,
    balance: row.balance,
    profit: row.profit,
    bonus: row.bonus,
    referralId: row.referralId,
    referrerId: row.referrerId,
    suspended: !row.isActive && row.activatedAt !== null,
    suspendedReason: row.isActive ? null : row.suspendedReason,
    registrationComplete: row.registrationCompletedAt !== null,
  };
}
