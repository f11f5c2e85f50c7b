import { parentPort, workerData } from 'node:worker_threads';
import { openPostgres } from './db/client.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { processLogger } from './lib/process-logger.ts';
import { loadServerSecrets } from './lib/server-secrets.ts';
import type { MailThreadData } from './mail-thread-job.ts';
import { startMailWorker } from './modules/mail/index.ts';
import { followSharedClock } from './modules/test-clock/index.ts';

/**
 * The mail thread: a worker thread of the server (decision 068) that runs the outbox worker, so
 * that rendering mails (React) and talking to the e-mail provider never take the thread that
 * answers requests. It opens its own two connections to the server's database (the URL comes
 * from the server: the embedded PostgreSQL's changes at every start), takes the server's config,
 * reads the same secrets, renders with React's production build (decision 078), and follows the
 * shared test clock as another server process would (decision 051).
 * Says `ready` once it listens; on `stop` it finishes its round, closes and exits.
 */
const { databaseUrl, config } = workerData as MailThreadData;
const port = parentPort!;
const database = openPostgres(databaseUrl, 2);
const clock = config.TEST_CLOCK === 'enabled' ? new OffsetClock() : systemClock;
const unfollow =
  clock instanceof OffsetClock
    ? await followSharedClock({ deps: { db: database.db }, clock, listen: database.listen })
    : async () => {};
const worker = await startMailWorker({
  deps: { db: database.db, config, clock, secrets: loadServerSecrets(config) },
  log: processLogger,
  listen: database.listen,
});

port.on('message', (message) => {
  if (message !== 'stop') return;
  void (async () => {
    await worker.stop();
    await unfollow();
    await database.close();
    process.exit(0);
  })();
});
port.postMessage('ready');
