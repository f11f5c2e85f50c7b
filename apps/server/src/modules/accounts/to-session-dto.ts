import type { TSession } from '@copyvest/shared';
import type { SessionRow } from '../../db/rows.ts';
import { clientInfo } from './client-info.ts';

/** Appwrite `Models.Session`; the secret is never sent back (it is only in the cookie). */
export function toSessionDto(row: SessionRow, currentSessionId: string | undefined): TSession {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    userId: row.accountId,
    expire: row.expiresAt.toISOString(),
    provider: row.provider,
    providerUid: row.providerUid,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ...clientInfo(row.userAgent, row.ip),
    current: row.id === currentSessionId,
    factors: row.factors,
    secret: '',
    mfaUpdatedAt: row.mfaUpdatedAt?.toISOString() ?? '',
  };
}
