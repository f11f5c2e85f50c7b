import { and, ne, sql } from 'drizzle-orm';
import type { MailDeps } from './mail-deps.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface MarkMailsSentOptions {
  deps: MailDeps;
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
  await markStatement(deps).execute({ ids, at: deps.clock.now() });
}

/** The ids as one array parameter: one text and one name whatever their number. */
function markStatement(deps: MailDeps) {
  return deps.db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`${sql.placeholder('at')}::timestamptz`,
      lockedUntil: null,
      lastError: null,
    })
    .where(
      and(
        sql`${mailOutbox.id} = ANY(${sql.placeholder('ids')}::text[])`,
        ne(mailOutbox.status, 'sent'),
      ),
    )
    .prepare('mark_mails_sent');
}
