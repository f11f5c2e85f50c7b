import type { TToken } from '@copyvest/shared';
import type { AuthTokenRow } from './auth-token-kinds.ts';

/** Appwrite `Models.Token`; the secret travels by mail or SMS only, never in an answer. */
export function toTokenDto(
  row: Pick<AuthTokenRow, 'id' | 'createdAt' | 'userRef' | 'expiresAt' | 'phrase'>,
): TToken {
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    userId: row.userRef,
    secret: '',
    expire: row.expiresAt.toISOString(),
    phrase: row.phrase,
  };
}
