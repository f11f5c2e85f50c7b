import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export interface AddSessionFactorOptions {
  db: DbOrTx;
  sessionId: string;
  factor: string;
  at: Date;
}

/**
 * Records a factor the session just proved (once in its list) and when a second factor was
 * last proved, which makes the session "recent" for changing second factors.
 */
export async function addSessionFactor({ db, ...options }: AddSessionFactorOptions) {
  const [row] = await db
    .update(sessions)
    .set({
      factors: sql`CASE WHEN ${options.factor} = ANY(${sessions.factors}) THEN ${sessions.factors} ELSE array_append(${sessions.factors}, ${options.factor}::text) END`,
      mfaUpdatedAt: options.at,
      mfaFailures: 0,
      updatedAt: options.at,
    })
    .where(eq(sessions.id, options.sessionId))
    .returning();
  return row!;
}
