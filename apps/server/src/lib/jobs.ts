import type { FastifyBaseLogger } from 'fastify';

/** A background job: started once by the server, it returns how to stop it (and wait for it). */
export interface Job {
  name: string;
  start(): (() => Promise<void>) | Promise<() => Promise<void>>;
}

/**
 * Starts every job, in order, and returns one function that stops them all, the last started
 * first; a job that fails to stop is logged and the others still stop. Only the server runs
 * jobs: building an app (as tests do) starts none, and a test that needs one runs it itself.
 */
export async function startJobs(
  jobs: Job[],
  log: Pick<FastifyBaseLogger, 'debug' | 'error'>,
): Promise<() => Promise<void>> {
  const started: { name: string; stop: () => Promise<void> }[] = [];
  for (const job of jobs) {
    started.push({ name: job.name, stop: await job.start() });
    log.debug({ job: job.name }, 'job started');
  }
  return async () => {
    for (const { name, stop } of started.reverse()) {
      await stop().catch((error: unknown) =>
        log.error({ err: error, job: name }, 'job failed to stop'),
      );
    }
  };
}
