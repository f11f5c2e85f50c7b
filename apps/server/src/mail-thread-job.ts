import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/** What the server hands the mail thread (src/mail-thread.ts): its database and configuration. */
export interface MailThreadData {
  databaseUrl: string;
  config: Config;
}

/** A thread that ended on its own is started again after this long. */
const RESTART_MS = 1_000;
/** How long a stop waits for the thread's round before ending it. */
const STOP_WAIT_MS = 8_000;

/** The thread's file beside this one: TypeScript run from source (tsx), else the built bundle's. */
const threadFile = new URL(
  import.meta.url.endsWith('.ts') ? './mail-thread.ts' : './mail-thread.js',
  import.meta.url,
);

export interface StartMailThreadOptions {
  databaseUrl: string;
  config: Config;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The server's mail and SMS outbox job: starts the mail thread and waits until it listens; a
 * thread that ends on its own (an uncaught error) is logged and started again. Returns the stop,
 * which lets the round in progress finish.
 */
export async function startMailThread({
  databaseUrl,
  config,
  log,
}: StartMailThreadOptions): Promise<() => Promise<void>> {
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  let current: { worker: Worker; exited: Promise<void> } | undefined;
  const start = async () => {
    const worker = new Worker(threadFile, {
      workerData: { databaseUrl, config } satisfies MailThreadData,
      // React picks its build by NODE_ENV when it is loaded: the thread renders mails for their
      // recipients with the production build in every environment (decision 078). It takes the
      // server's configuration above, so NODE_ENV here changes nothing else it does.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    current = { worker, exited };
    worker.on('error', (error) => log.error({ err: error }, 'mail thread: uncaught error'));
    await ready(worker);
    worker.on('exit', (code) => {
      if (stopping) return;
      log.error({ code }, 'mail thread: ended on its own, starting it again');
      restart = setTimeout(() => {
        start().catch((error: unknown) => log.error({ err: error }, 'mail thread: no restart'));
      }, RESTART_MS);
    });
  };
  await start();
  return async () => {
    stopping = true;
    clearTimeout(restart);
    // The thread in place, whether it runs, is starting again, or has ended already.
    const { worker, exited } = current!;
    worker.postMessage('stop');
    const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  };
}

/** Resolves when the thread says it listens; rejects when it ends first. */
function ready(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`the mail thread ended (exit code ${code}) before it was ready`));
    worker.once('exit', onExit);
    worker.once('message', (message) => {
      worker.off('exit', onExit);
      if (message === 'ready') resolve();
      else reject(new Error(`the mail thread said ${String(message)}`));
    });
  });
}
