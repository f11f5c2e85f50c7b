import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appQueryClient } from '@/lib/query-client';
import { resetSession } from '@/lib/session/session-store';
import { server } from '@/test/msw';

// Routes load their pages lazily; on a busy machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The API of every test is MSW's (src/test/msw.ts): a request no handler answers fails the test
// (MSW 3 names the option onUnhandledFrame; it was onUnhandledRequest).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  resetSession();
  appQueryClient.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());
