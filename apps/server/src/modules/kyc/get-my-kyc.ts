import { desc, eq } from 'drizzle-orm';
import type { TKycState, TSettings } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema.ts';
import { kycStatusOf } from './kyc-status-of.ts';
import { readKycSettings } from './read-kyc-settings.ts';
import { toKycDto } from './to-kyc-dto.ts';

export interface GetKycStateOptions {
  db: DbOrTx;
  /** Whose verification: the signed-in user (`GET /v1/kyc`) or the user an admin looks at. */
  userId: string;
  /** The process's copy of the settings (`deps.settings`). */
  settings: { get(): Promise<TSettings> };
}

/** A user's verification: status, latest submission and the rule withdrawals follow now. */
export async function getKycState({
  db,
  userId,
  settings,
}: GetKycStateOptions): Promise<TKycState> {
  const [latest] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return {
    status: await kycStatusOf(db, userId),
    submission: latest ? toKycDto(latest) : null,
    settings: await readKycSettings(settings),
  };
}
