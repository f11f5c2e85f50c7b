import { and, eq, inArray } from 'drizzle-orm';
import { isAdultOn, KYC_BUCKET, messages, type TKycSubmissionInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { files, kycSubmissions } from '../../db/schema.ts';
import { appError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { kycStatusOf } from './kyc-status-of.ts';
import { toKycDto } from './to-kyc-dto.ts';

export interface SubmitKycOptions {
  deps: AppDeps;
  /** The user verifying themselves. */
  viewer: Actor;
  input: TKycSubmissionInput;
}

/**
 * `POST /v1/kyc` (decision 054): a pending submission of the viewer's identity. The images must be
 * the viewer's own finished files in the private `kyc` bucket, each used once. One submission
 * waits at a time and an approved identity is not submitted again (409s; the unique indexes
 * decide a race); after a rejection the user submits anew.
 */
export async function submitKyc({ deps, viewer, input }: SubmitKycOptions) {
  await authorize(viewer, 'kyc.submit');
  const at = deps.clock.now();
  if (!isAdultOn(input.dateOfBirth, at)) {
    throw appError('general_argument_invalid', messages.kyc.notAdult);
  }
  const back = input.documentType === 'passport' ? null : (input.documentBackFileId ?? null);
  const ids = [input.documentFrontFileId, input.selfieFileId, ...(back ? [back] : [])];
  return deps.db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.bucketId, KYC_BUCKET),
          inArray(files.id, ids),
          eq(files.ownerId, viewer.userId),
          eq(files.status, 'ready'),
        ),
      );
    if (new Set(ids).size !== ids.length || owned.length !== ids.length) {
      throw appError('kyc_file_invalid');
    }
    const status = await kycStatusOf(tx, viewer.userId);
    if (status === 'approved') throw appError('kyc_already_approved');
    if (status === 'pending') throw appError('kyc_already_pending');
    try {
      const [row] = await tx
        .insert(kycSubmissions)
        .values({
          id: newId(),
          userId: viewer.userId,
          status: 'pending',
          fullName: input.fullName,
          dateOfBirth: input.dateOfBirth,
          address: input.address,
          country: input.country,
          documentType: input.documentType,
          documentNumber: input.documentNumber,
          frontFileId: input.documentFrontFileId,
          backFileId: back,
          selfieFileId: input.selfieFileId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return toKycDto(row!);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('kyc_already_pending');
      throw error;
    }
  });
}
