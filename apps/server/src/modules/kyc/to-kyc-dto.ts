import type { TKycSubmission } from '@copyvest/shared';
import type { kycSubmissions } from '../../db/schema.ts';

export type KycRow = typeof kycSubmissions.$inferSelect;

/** A submission as the API answers it (with the user's name and e-mail for the admin). */
export function toKycDto(row: KycRow, user?: { name: string; email: string }): TKycSubmission {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    userId: row.userId,
    status: row.status,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    country: row.country,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    documentFrontFileId: row.frontFileId,
    documentBackFileId: row.backFileId,
    selfieFileId: row.selfieFileId,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    ...(user ? { userName: user.name, userEmail: user.email } : {}),
  };
}
