import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { rowsOf } from '../../db/client.ts';
import { reconciliations, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { reconcileIn } from './reconcile-ledger.ts';

/** Key of the advisory lock that lets one process at a time reconcile. */
const RECONCILE_LOCK = 0x5245434f; // 'RECO'

export interface RunReconciliationOptions {
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>;
  /** Run even when another process reconciled less than an interval ago (`npm run reconcile`). */
  force?: boolean;
}

/**
 * Reconciles the books (decision 037) and stores the result; an anomaly mails every active admin
 * (the admin pages show a banner from the stored result). Once across processes: an advisory lock
 * admits one runner, which skips the run when another process ran it within the interval. Returns
 * the stored run, or null when it was skipped.
 */
export async function runReconciliation({ deps, force = false }: RunReconciliationOptions) {
  const startedAt = deps.clock.now();
  const intervalMs = deps.config.RECONCILE_INTERVAL_MINUTES * 60_000;
  // One connection, one snapshot: the lock, the checks and the stored result in one repeatable-read
  // transaction (a second connection held idle meanwhile would turn a lost database into an
  // uncaught error).
  return deps.db.transaction(
    async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${RECONCILE_LOCK}) AS locked`),
      );
      if (!lock?.locked) return null;
      const [last] = await tx
        .select({ startedAt: reconciliations.startedAt })
        .from(reconciliations)
        .orderBy(desc(reconciliations.startedAt))
        .limit(1);
      if (!force && last && startedAt.getTime() - last.startedAt.getTime() < intervalMs / 2) {
        return null;
      }
      const { anomalies, totals } = await reconcileIn(tx, startedAt);
      const [run] = await tx
        .insert(reconciliations)
        .values({
          startedAt,
          finishedAt: deps.clock.now(),
          ok: anomalies.length === 0,
          anomalies,
          totals,
        })
        .returning();
      if (anomalies.length > 0) {
        const admins = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.isAdmin, true), eq(users.isActive, true), isNull(users.deletedAt)));
        for (const admin of admins) {
          await enqueueMail({
            tx,
            to: admin,
            template: 'reconciliation-anomaly',
            data: {
              name: admin.name,
              count: anomalies.length,
              kinds: [...new Set(anomalies.map((a) => a.kind))],
              at: startedAt.toISOString(),
            },
            at: startedAt,
          });
        }
      }
      return run!;
    },
    { isolationLevel: 'repeatable read' },
  );
}
