import { desc, eq } from 'drizzle-orm';
import type { TKycStatus } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema.ts';

/**
 * A user's verification status (decision 054): approved once any submission was approved (an
 * approval stands), else the latest submission's status, else not submitted.
 */
export async function kycStatusOf(db: DbOrTx, userId: string): Promise<TKycStatus> {
  const rows = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id));
  if (rows.some((r) => r.status === 'approved')) return 'approved';
  return rows[0]?.status ?? 'not_submitted';
}
