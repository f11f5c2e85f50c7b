import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { kycSubmissions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toKycDto } from './to-kyc-dto.ts';

export interface GetKycSubmissionOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  id: string;
}

/** One submission for the admin's review page (decision 054). */
export async function getKycSubmission({ deps, viewer, id }: GetKycSubmissionOptions) {
  await authorize(viewer, 'kyc.review');
  const [found] = await deps.db
    .select({ row: kycSubmissions, name: users.name, email: users.email })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id))
    .limit(1);
  if (!found) throw appError('kyc_not_found');
  return toKycDto(found.row, { name: found.name, email: found.email });
}
