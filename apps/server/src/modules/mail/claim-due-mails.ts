import { and, eq, getTableColumns, lte, or, sql } from 'drizzle-orm';
import type { MailDeps } from './mail-deps.ts';
import { mailOutbox } from '../../db/schema.ts';
import { executeShaped } from '../../db/execute-named.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface ClaimDueMailsOptions {
  deps: MailDeps;
  now: Date;
  leaseMs: number;
  limit: number;
}

/**
 * Takes up to `limit` due mails for this worker: pending ones whose time has come, and `sending`
 * ones whose claim expired (their worker died). One statement: the due mails are read in the
 * order of the outbox's due index and locked (`FOR UPDATE SKIP LOCKED`: concurrent workers pass
 * over rows another is claiming instead of waiting, and a row changed meanwhile is checked again
 * as it is now before it is locked), then updated by id. Each row goes to exactly one claimer.
 * Each claim counts an attempt and sets a lease until which nobody else takes the mail.
 */
export async function claimDueMails({ deps, ...options }: ClaimDueMailsOptions) {
  const { now } = options;
  return executeShaped(
    deps.db,
    'claim-due-mails',
    (db) => {
      const at = sql`${sql.placeholder('now')}::timestamptz`;
      // The statuses as literals: the statement is named (decision 073), and only then can its
      // generic plan read the due mails through their partial index. Read in that index's order
      // (decision 077), a plain index scan that marks the entries of mails sent since the last
      // vacuum as dead when it first meets them.
      const due = db.$with('due').as(
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            or(
              and(sql`${mailOutbox.status} = 'pending'`, lte(mailOutbox.nextAttemptAt, at)),
              and(sql`${mailOutbox.status} = 'sending'`, lte(mailOutbox.lockedUntil, at)),
            ),
          )
          .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
          .limit(sql.placeholder('limit'))
          .for('update', { skipLocked: true }),
      );
      return db
        .with(due)
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: sql`${sql.placeholder('lockedUntil')}::timestamptz`,
        })
        .from(due)
        .where(eq(mailOutbox.id, due.id))
        .returning(getTableColumns(mailOutbox));
    },
    { now, limit: options.limit, lockedUntil: new Date(now.getTime() + options.leaseMs) },
  );
}
