import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { executeNamed } from './execute-named.ts';

/** A write built and not run: a drizzle insert (update, delete) whose answer nobody reads. */
export interface Write {
  getSQL(): SQL;
}

/**
 * Runs independent writes as one statement: each but the last a data-modifying `WITH` of the last
 * (decision 065). They see one snapshot and none sees another's rows, so only writes that do not
 * depend on each other go together: the mail, the notice and the audit entry of one event. Their
 * triggers fire as they would one by one. A named statement: one text per combination of writes;
 * `named: false` for writes of many rows, whose text changes with their number.
 */
export async function runWrites(
  db: DbOrTx,
  writes: readonly (Write | null)[],
  { named = true }: { named?: boolean } = {},
): Promise<void> {
  const present = writes.filter((write): write is Write => write !== null);
  const last = present.at(-1);
  if (!last) return;
  const before = present
    .slice(0, -1)
    .map((write, index) => sql`${sql.raw(`w${index}`)} AS (${write.getSQL()})`);
  const statement =
    before.length === 0 ? last.getSQL() : sql`WITH ${sql.join(before, sql`, `)} ${last.getSQL()}`;
  await (named ? executeNamed(db, statement) : db.execute(statement));
}
