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
import { apiError, http, json, recordRequests, server } from '@/test/msw';

const ada = testSession();
const grace = testSession({ $id: 'u2', name: 'Grace Hopper' });

/** GET /v1/session answers with each of `answers` in turn; a function answers when called. */
function stubSessionAnswers(...answers: (() => Promise<Response>)[]) {
  server.use(
    http.get('/v1/session', () => {
      const next = answers.shift();
      if (!next) throw new Error('unexpected fetch');
      return next();
    }),
  );
  return recordRequests();
}
const answer = (state: Parameters<typeof json>[0]) => () => Promise.resolve(json(state));
const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { answer: () => promise, resolve };
};

describe('session store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server once for concurrent readers and not again while the answer is fresh', async () => {
    const requests = stubSessionAnswers(answer(ada));
    expect(getSessionSnapshot().status).toBe('pending');
    await Promise.all([ensureSession(), ensureSession(), ensureSession()]);
    await ensureSession();
    expect(requests).toHaveLength(1);
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', ...ada });
  });

  it('keeps a sign-out made while an older answer was on its way', async () => {
    const late = deferred();
    stubSessionAnswers(late.answer);
    const pending = ensureSession();
    clearSession();
    late.resolve(json(ada));
    await pending;
    expect(getSessionSnapshot()).toMatchObject({ account: null, user: null });
  });

  it('lets a refresh supersede an answer that started before it', async () => {
    const unsubscribe = subscribeToSession(() => undefined);
    const old = deferred();
    stubSessionAnswers(old.answer, answer(grace));
    const first = ensureSession();
    await refreshSession();
    old.resolve(json(ada));
    await first;
    expect(getSessionSnapshot().user).toEqual(grace.user);
    unsubscribe();
  });

  it('only marks the session stale when no screen shows it, and fetches when one does', async () => {
    const requests = stubSessionAnswers(answer(ada), answer(grace));
    await ensureSession();
    await refreshSession();
    expect(requests).toHaveLength(1);
    await ensureSession();
    expect(requests).toHaveLength(2);
    expect(getSessionSnapshot().user).toEqual(grace.user);
  });

  it('does not count a background observer as a screen showing the session', async () => {
    const seen: unknown[] = [];
    const stop = observeSession(() => seen.push(getSessionSnapshot().user?.name));
    const requests = stubSessionAnswers(answer(ada));
    await ensureSession();
    await refreshSession();
    expect(requests).toHaveLength(1);
    expect(seen).toEqual(['Ada Lovelace']);
    stop();
  });

  it('retries a server failure with back-off, then reports the error and keeps the account', async () => {
    // The clock also moves on its own: MSW answers through timers of its own.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(ada);
    const unsubscribe = subscribeToSession(() => undefined);
    const down = () => Promise.resolve(json({ message: 'down' }, 503));
    const requests = stubSessionAnswers(down, down, down, down);
    let settled = false;
    const refreshing = refreshSession().finally(() => (settled = true));
    // Each back-off is a timer set once the previous answer arrived: step the clock until the
    // last retry has answered, instead of waiting the back-offs out.
    while (!settled) await vi.advanceTimersByTimeAsync(500);
    await refreshing;
    expect(requests).toHaveLength(4);
    expect(getSessionSnapshot()).toMatchObject({ status: 'error', ...ada });
    unsubscribe();
  });

  it('does not retry a refused request', async () => {
    const refused = () => Promise.resolve(apiError(403, 'general_unknown_origin', 'No'));
    const requests = stubSessionAnswers(refused);
    await ensureSession();
    expect(requests).toHaveLength(1);
    expect(getSessionSnapshot()).toMatchObject({
      status: 'error',
      account: undefined,
      user: undefined,
    });
  });
});
