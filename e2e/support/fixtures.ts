import { test as base } from '@playwright/test';
import { type E2eServer, startServer } from './start-server';

/** Everything from Playwright, with `test` replaced by the one below. */
export * from '@playwright/test';

/**
 * Playwright's `test`, with a server of its own for each worker (decision 016): every test of a
 * worker talks to that worker's server (`baseURL`, `page`, `request`), so moving its test clock
 * (`POST /v1/test/clock`) never touches a test running in another worker.
 */
export const test = base.extend<object, { server: Pick<E2eServer, 'url'> }>({
  server: [
    async ({}, use, workerInfo) => {
      const logFile = `${workerInfo.project.outputDir}/server-worker-${workerInfo.workerIndex}.log`;
      const server = await startServer(logFile);
      await use({ url: server.url });
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
