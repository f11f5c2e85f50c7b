import type { MailDeps } from './mail-deps.ts';
import type { Database } from '../../db/client.ts';
import { OUTBOX_BATCH, processOutboxOnce } from './process-outbox-once.ts';
import type { MailLog } from './transports/mail-transport.ts';

/** The channel the outbox's insert trigger NOTIFYs (migration 0004), after commit. */
export const MAIL_CHANNEL = 'copyvest_mail';

export interface MailWorker {
  /** Look at the outbox now rather than at the next poll. */
  nudge(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

export interface StartMailWorkerOptions {
  deps: MailDeps;
  log: MailLog;
  listen?: Database['listen'];
}

/**
 * Sends queued mails: polls every MAIL_POLL_INTERVAL_MS, and is woken at once by the database
 * when a mail is queued (LISTEN, when given). Rounds never overlap in one process; several
 * processes may run workers on one PostgreSQL database (claims never overlap, see claimDueMails).
 */
export async function startMailWorker({
  deps,
  ...options
}: StartMailWorkerOptions): Promise<MailWorker> {
  const { log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;

  const drain = async () => {
    try {
      while (!stopped) {
        const { claimed } = await processOutboxOnce({ deps, log });
        if (claimed < OUTBOX_BATCH) break;
      }
    } catch (error) {
      log.error({ err: error }, 'mail worker: could not process the outbox');
    }
  };
  const kick = () => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    clearTimeout(timer);
    round = drain().finally(() => {
      round = undefined;
      if (again) {
        again = false;
        kick();
      } else if (!stopped) {
        timer = setTimeout(kick, deps.config.MAIL_POLL_INTERVAL_MS);
      }
    });
  };

  const unlisten = options.listen ? await options.listen(MAIL_CHANNEL, kick) : undefined;
  kick();
  return {
    nudge: kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      await unlisten?.();
    },
  };
}
