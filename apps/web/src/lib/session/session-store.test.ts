import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ensureSession,
  getSessionSnapshot,
  refreshSession,
  setSessionAccount,
  subscribeToSession,
} from '@/lib/session/session-store';
import { testAccount } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';

const ada = testAccount();
const grace = testAccount({ id: 'u2', name: 'Grace Hopper' });

/** fetch answers GET /v1/session with each of `answers` in turn; a function answers when called. */
function stubSessionAnswers(...answers: (() => Promise<Response>)[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const answer = (account: unknown) => () => Promise.resolve(jsonResponse(200, { account }));
const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { answer: () => promise, resolve };
};

describe('session store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the server once for concurrent readers and not again while the answer is fresh', async () => {
    const fetchMock = stubSessionAnswers(answer(ada));
    expect(getSessionSnapshot().status).toBe('pending');
    await Promise.all([ensureSession(), ensureSession(), ensureSession()]);
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', account: ada });
  });

  it('keeps a sign-out made while an older answer was on its way', async () => {
    const late = deferred();
    stubSessionAnswers(late.answer);
    const pending = ensureSession();
    setSessionAccount(null);
    late.resolve(jsonResponse(200, { account: ada }));
    await pending;
    expect(getSessionSnapshot().account).toBeNull();
  });

  it('lets a refresh supersede an answer that started before it', async () => {
    const unsubscribe = subscribeToSession(() => undefined);
    const old = deferred();
    stubSessionAnswers(old.answer, answer(grace));
    const first = ensureSession();
    await refreshSession();
    old.resolve(jsonResponse(200, { account: ada }));
    await first;
    expect(getSessionSnapshot().account).toEqual(grace);
    unsubscribe();
  });

  it('only marks the session stale when no screen shows it, and fetches when one does', async () => {
    const fetchMock = stubSessionAnswers(answer(ada), answer(grace));
    await ensureSession();
    await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSessionSnapshot().account).toEqual(grace);
  });

  it('retries a server failure with back-off, then reports the error and keeps the account', async () => {
    vi.useFakeTimers();
    setSessionAccount(ada);
    const unsubscribe = subscribeToSession(() => undefined);
    const down = () => Promise.resolve(jsonResponse(503, { message: 'down' }));
    const fetchMock = stubSessionAnswers(down, down, down, down);
    const refreshing = refreshSession();
    await vi.runAllTimersAsync();
    await refreshing;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(getSessionSnapshot()).toMatchObject({ status: 'error', account: ada });
    unsubscribe();
  });

  it('does not retry a refused request', async () => {
    const refused = () =>
      Promise.resolve(jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No' }));
    const fetchMock = stubSessionAnswers(refused);
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({ status: 'error', account: undefined });
  });
});
