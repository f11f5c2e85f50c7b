import { and, inArray, lte, or, sql } from 'drizzle-orm';
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
 * ones whose claim expired (their worker died). One conditional UPDATE: each row goes to exactly
 * one claimer. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets concurrent workers pass over rows
 * another is claiming instead of waiting; the outer condition re-checks each row's current state.
 * Each claim counts an attempt and sets a lease until which nobody else takes the mail.
 */
export async function claimDueMails({ deps, ...options }: ClaimDueMailsOptions) {
  const { now } = options;
  return executeShaped(
    deps.db,
    'claim-due-mails',
    (db) => {
      // The statuses as literals: the statement is named (decision 073), and only then can its
      // generic plan read the due mails through their partial index instead of the whole outbox.
      const due = or(
        and(
          sql`${mailOutbox.status} = 'pending'`,
          lte(mailOutbox.nextAttemptAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
        and(
          sql`${mailOutbox.status} = 'sending'`,
          lte(mailOutbox.lockedUntil, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      );
      const candidates = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(sql.placeholder('limit'))
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: sql`${sql.placeholder('lockedUntil')}::timestamptz`,
        })
        .where(and(inArray(mailOutbox.id, candidates), due))
        .returning();
    },
    { now, limit: options.limit, lockedUntil: new Date(now.getTime() + options.leaseMs) },
  );
}
