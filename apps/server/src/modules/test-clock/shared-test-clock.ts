import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { type Database, rowsOf } from '../../db/client.ts';
import { platformSettings } from '../../db/schema.ts';
import type { OffsetClock } from '../../lib/clock.ts';

/** Where the test clock's offset is kept: one setting every server process reads. */
export const TEST_CLOCK_KEY = 'test_clock_offset_ms';
/** Told the new offset when it moves, after commit. */
export const TEST_CLOCK_CHANNEL = 'copyvest_test_clock';

export interface AdvanceSharedClockOptions {
  deps: Pick<AppDeps, 'db'>;
  clock: OffsetClock;
  ms: number;
}

/**
 * Moves the test clock of every server process on the database (decision 051): the offset is
 * added to the stored one in one statement (two admins moving it at once add up), announced with
 * NOTIFY in the same transaction, and taken by this process at once. Returns the new offset.
 */
export async function advanceSharedClock({
  deps,
  clock,
  ms,
}: AdvanceSharedClockOptions): Promise<number> {
  const offset = await deps.db.transaction(async (tx) => {
    const [row] = rowsOf<{ offset: string }>(
      await tx.execute(sql`
        INSERT INTO ${platformSettings} (key, value)
        VALUES (${TEST_CLOCK_KEY}, to_jsonb(${ms}::bigint))
        ON CONFLICT (key) DO UPDATE
          SET value = to_jsonb((${platformSettings.value} #>> '{}')::bigint + ${ms}::bigint),
            updated_at = now()
        RETURNING value #>> '{}' AS offset`),
    );
    const offset = Number(row!.offset);
    await tx.execute(sql`SELECT pg_notify(${TEST_CLOCK_CHANNEL}, ${String(offset)})`);
    return offset;
  });
  clock.moveTo(offset);
  return offset;
}

export interface FollowSharedClockOptions {
  deps: Pick<AppDeps, 'db'>;
  clock: OffsetClock;
  listen: Database['listen'] | undefined;
}

/**
 * Keeps this process's test clock on the shared offset: listens first (so no move is missed),
 * then takes the stored offset, a server started after the clock moved included. Returns the
 * unlisten.
 */
export async function followSharedClock({
  deps,
  clock,
  listen,
}: FollowSharedClockOptions): Promise<() => Promise<void>> {
  const unlisten = listen
    ? await listen(TEST_CLOCK_CHANNEL, (payload) => {
        const offset = Number(payload);
        if (Number.isSafeInteger(offset)) clock.moveTo(offset);
      })
    : async () => {};
  const [stored] = await deps.db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, TEST_CLOCK_KEY));
  if (typeof stored?.value === 'number') clock.moveTo(stored.value);
  return unlisten;
}
