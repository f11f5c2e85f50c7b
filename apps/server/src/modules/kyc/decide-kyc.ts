import { and, eq } from 'drizzle-orm';
import type { TKycDecision } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { kycSubmissions, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { toKycDto } from './to-kyc-dto.ts';

export interface DecideKycOptions {
  deps: AppDeps;
  /** An active admin. */
  viewer: Actor;
  id: string;
  decision: TKycDecision;
}

/**
 * `POST /v1/admin/kyc/:id/decision` (decision 054): a pending submission approved, or rejected
 * with the admin's reason; the user is mailed and notified either way and the decision audited,
 * in one transaction. The update is conditional on `pending`, so of two concurrent decisions one
 * takes effect and the other is a 409.
 */
export async function decideKyc({ deps, viewer, id, decision }: DecideKycOptions) {
  await authorize(viewer, 'kyc.review');
  const at = deps.clock.now();
  const approved = decision.outcome === 'approve';
  const reason = decision.outcome === 'reject' ? decision.reason : null;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycSubmissions)
      .set({
        status: approved ? 'approved' : 'rejected',
        reason,
        decidedAt: at,
        decidedBy: viewer.userId,
        updatedAt: at,
      })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, id));
      throw appError(exists ? 'kyc_not_pending' : 'kyc_not_found');
    }
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    await enqueueMail({
      tx,
      to: owner!,
      template: 'kyc-decision',
      data: {
        name: owner!.name,
        outcome: approved ? 'approved' : 'rejected',
        reason: reason ?? '',
      },
      at,
    });
    await insertNotification({
      db: tx,
      userId: row.userId,
      kind: approved ? 'kyc_approved' : 'kyc_rejected',
      at,
    });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: approved ? 'kyc.approve' : 'kyc.reject',
      targetType: 'kyc_submission',
      targetId: row.id,
      before: { status: 'pending' },
      after: { status: row.status, userId: row.userId, ...(reason ? { reason } : {}) },
      at,
    });
    return toKycDto(row, owner);
  });
}
