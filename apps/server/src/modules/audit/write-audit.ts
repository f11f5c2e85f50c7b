import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType:
    | 'user'
    | 'transaction'
    | 'plan'
    | 'payment_method'
    | 'lead_trader'
    | 'instrument'
    | 'setting'
    | 'kyc_submission';
  targetId: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

export interface WriteAuditOptions extends AuditEntry {
  tx: DbOrTx;
}

/** Every admin action is written here, in the same database transaction as the action. */
export async function writeAudit(options: WriteAuditOptions): Promise<void> {
  await auditWrite(options);
}

/** `writeAudit`'s insert, built and not run: for `runWrites` with the action's other writes. */
export function auditWrite({ tx, ...entry }: WriteAuditOptions) {
  return tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.at,
  });
}
