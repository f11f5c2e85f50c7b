import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { appQueryClient } from '@/lib/query-client';
import { resetSession } from '@/lib/session/session-store';
import { resetPublicSettings } from '@/lib/settings/public-settings';
import { server } from '@/test/msw';

// Routes load their pages lazily; on a busy machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The API of every test is MSW's (src/test/msw.ts): a request no handler answers fails the test
// (MSW 3 names the option onUnhandledFrame; it was onUnhandledRequest).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// MSW answers an unhandled request with a network error, which the app may well swallow (a
// refetch, a best-effort call): the test fails here instead of passing on a request it never meant.
let unhandled: string[] = [];
beforeEach(() => {
  unhandled = [];
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

afterEach(() => {
  expect(unhandled.join(', '), 'requests no MSW handler answered').toBe('');
  cleanup();
  // A file's fake clock would stop the next file's timers (the worker keeps its modules).
  vi.useRealTimers();
  // The DOM outlives the file too: nothing a test stored reaches the next one.
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetSession();
  resetPublicSettings();
  appQueryClient.clear();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());
