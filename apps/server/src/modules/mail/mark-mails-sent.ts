import { and, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface MarkMailsSentOptions {
  deps: AppDeps;
  /** The claimed mails the transport acknowledged. */
  ids: string[];
}

/**
 * Records a round's sent mails, in one statement whatever their number. A worker that dies before
 * it leaves them `sending`: they are sent again once their lease runs out (the HTTP transport's
 * idempotency key is the mail's id), as a death between any send and its record would.
 */
export async function markMailsSent({ deps, ids }: MarkMailsSentOptions): Promise<void> {
  if (ids.length === 0) return;
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: deps.clock.now(), lockedUntil: null, lastError: null })
    .where(and(inArray(mailOutbox.id, ids), ne(mailOutbox.status, 'sent')));
}
