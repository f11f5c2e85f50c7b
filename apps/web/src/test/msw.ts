import { PUBLIC_SETTINGS_DEFAULTS } from '@copyvest/shared';
import type { JsonBodyType } from 'msw';
import { http, HttpResponse } from 'msw/http';
import { setupServer } from 'msw/node';
import { onTestFinished, vi } from 'vitest';
import { errorBody } from '@/test/render';

/**
 * The web tests' API: MSW answers the app's `fetch` calls (the app's client sends paths, the SDK
 * full URLs; both resolve against jsdom's origin). No handler is installed by default: each test
 * declares the routes it needs with `server.use(...)`, and a request no handler answers fails the
 * test (`onUnhandledFrame: 'error'` in test-setup.ts).
 */
export const server = setupServer();

export { http, HttpResponse };

/** A JSON answer with a status (200 unless told), typed by the DTO it sends. */
export function json<T extends JsonBodyType>(body: T, status = 200) {
  return HttpResponse.json(body, { status });
}

/** An error answer as the API sends it (decision 011): Appwrite's `{ message, code, type }`. */
export function apiError(status: number, type: string, message: string) {
  return HttpResponse.json(errorBody(status, type, message), { status });
}

/** The public settings of a fresh install (the spec's content), for pages that read them. */
export function publicSettings() {
  return http.get('/v1/settings/public', () => json(PUBLIC_SETTINGS_DEFAULTS));
}

/** A visitor (no session) and public settings whose withdrawal fee rule is `withdrawals`. */
export function visitorWithWithdrawalFee(withdrawals: { feePercent: number; minFeeCents: number }) {
  return [
    http.get('/v1/session', () => signedOut()),
    http.get('/v1/settings/public', () => json({ ...PUBLIC_SETTINGS_DEFAULTS, withdrawals })),
  ];
}

/** A 204 without a body. */
export function noContent() {
  return new HttpResponse(null, { status: 204 });
}

/** The signed-out answer of any route that needs a session. */
export function signedOut() {
  return apiError(401, 'general_unauthorized_scope', 'Signed out');
}

/** A request the app sent, as a test asserts on it. */
export type RecordedRequest = {
  method: string;
  /** The path and query. */
  path: string;
  headers: Headers;
  /** The JSON body, or undefined when there is none (or it is not JSON). */
  body: unknown;
};

/**
 * Records every request the app sends from now on (until the test ends), in order. An entry is
 * pushed when the request starts; its `body` is read a few microtasks later, so a test that
 * compares bodies does it inside `vi.waitFor`.
 */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: undefined,
    };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = parseJson(text);
      });
  });
  return recorded;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How the app called `fetch`: the URL or path, the credentials mode and the body it gave. */
export type FetchCall = {
  url: string;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
};

/**
 * Every `fetch` call from now on (until the test ends), in order, as the app made it. For what
 * MSW's request does not carry: the credentials mode (it always reads `same-origin`) and a jsdom
 * `File`'s name in a multipart body (it arrives as `blob`). It spies on `fetch`, calling through
 * to MSW. Read the list after the calls.
 */
export function recordFetchCalls(): () => FetchCall[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  onTestFinished(() => spy.mockRestore());
  return () =>
    spy.mock.calls.map(([input, init]) => ({
      url: input instanceof Request ? input.url : String(input),
      credentials: init?.credentials ?? (input instanceof Request ? input.credentials : undefined),
      body: init?.body,
    }));
}
