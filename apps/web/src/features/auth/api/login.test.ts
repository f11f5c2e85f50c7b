import { describe, expect, it, vi } from 'vitest';
import { logIn } from '@/features/auth/api/login';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { signedOut, testSession } from '@/test/fixtures';
import { apiError, http, json, recordFetchCalls, recordRequests, server } from '@/test/msw';

/** The server: the SDK's session call answers `sessionAnswer`; GET /v1/session answers `state`. */
function stubServer(
  state: Parameters<typeof json>[0],
  sessionAnswer = (): Response => json({ $id: 's1' }, 201),
) {
  server.use(
    http.get('/v1/session', () => json(state)),
    http.post('/v1/account/sessions/email', () => sessionAnswer()),
  );
  return { requests: recordRequests(), fetchCalls: recordFetchCalls() };
}

describe('logIn', () => {
  it("creates the session with the SDK's call, then stores who signed in", async () => {
    const session = testSession();
    const { requests, fetchCalls } = stubServer(session);
    await logIn({ email: 'ada@example.test', password: 'correct horse' });
    const first = requests[0]!;
    expect(first).toMatchObject({ method: 'POST', path: '/v1/account/sessions/email' });
    expect(fetchCalls()[0]).toMatchObject({ credentials: 'include' });
    expect(first.headers.get('X-Appwrite-Project')).toBe('copyvest');
    await vi.waitFor(() =>
      expect(first.body).toEqual({ email: 'ada@example.test', password: 'correct horse' }),
    );
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', ...session });
  });

  it("throws the server's message and type for a refused sign-in", async () => {
    stubServer(signedOut, () => apiError(403, 'user_blocked', 'This account has been blocked'));
    await expect(
      logIn({ email: 'ada@example.test', password: 'correct horse' }),
    ).rejects.toMatchObject({
      message: 'This account has been blocked',
      status: 403,
      type: 'user_blocked',
    });
  });

  it('fails when the browser kept no session after signing in', async () => {
    stubServer(signedOut);
    await expect(logIn({ email: 'ada@example.test', password: 'correct horse' })).rejects.toThrow(
      'We could not check your session.',
    );
  });

  it('reports the second factor awaited when two-factor is on, and stores it', async () => {
    stubServer({ account: null, user: null, mfaRequired: true });
    expect(await logIn({ email: 'ada@example.test', password: 'correct horse' })).toBe(
      'second-factor',
    );
    expect(getSessionSnapshot()).toMatchObject({ user: null, mfaRequired: true });
  });
});
