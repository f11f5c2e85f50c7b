import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  ensureSession,
  getSessionSnapshot,
  observeSession,
  refreshSession,
  setSession,
  subscribeToSession,
} from '@/lib/session/session-store';
import { testSession } from '@/test/fixtures';
import { errorBody, jsonResponse } from '@/test/render';

const ada = testSession();
const grace = testSession({ $id: 'u2', name: 'Grace Hopper' });

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
const answer = (state: unknown) => () => Promise.resolve(jsonResponse(200, state));
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
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', ...ada });
  });

  it('keeps a sign-out made while an older answer was on its way', async () => {
    const late = deferred();
    stubSessionAnswers(late.answer);
    const pending = ensureSession();
    clearSession();
    late.resolve(jsonResponse(200, ada));
    await pending;
    expect(getSessionSnapshot()).toMatchObject({ account: null, user: null });
  });

  it('lets a refresh supersede an answer that started before it', async () => {
    const unsubscribe = subscribeToSession(() => undefined);
    const old = deferred();
    stubSessionAnswers(old.answer, answer(grace));
    const first = ensureSession();
    await refreshSession();
    old.resolve(jsonResponse(200, ada));
    await first;
    expect(getSessionSnapshot().user).toEqual(grace.user);
    unsubscribe();
  });

  it('only marks the session stale when no screen shows it, and fetches when one does', async () => {
    const fetchMock = stubSessionAnswers(answer(ada), answer(grace));
    await ensureSession();
    await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSessionSnapshot().user).toEqual(grace.user);
  });

  it('does not count a background observer as a screen showing the session', async () => {
    const seen: unknown[] = [];
    const stop = observeSession(() => seen.push(getSessionSnapshot().user?.name));
    const fetchMock = stubSessionAnswers(answer(ada));
    await ensureSession();
    await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Ada Lovelace']);
    stop();
  });

  it('retries a server failure with back-off, then reports the error and keeps the account', async () => {
    vi.useFakeTimers();
    setSession(ada);
    const unsubscribe = subscribeToSession(() => undefined);
    const down = () => Promise.resolve(jsonResponse(503, { message: 'down' }));
    const fetchMock = stubSessionAnswers(down, down, down, down);
    const refreshing = refreshSession();
    await vi.runAllTimersAsync();
    await refreshing;
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(getSessionSnapshot()).toMatchObject({ status: 'error', ...ada });
    unsubscribe();
  });

  it('does not retry a refused request', async () => {
    const refused = () =>
      Promise.resolve(jsonResponse(403, errorBody(403, 'general_unknown_origin', 'No')));
    const fetchMock = stubSessionAnswers(refused);
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).toMatchObject({
      status: 'error',
      account: undefined,
      user: undefined,
    });
  });
});
