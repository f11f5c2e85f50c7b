import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '@/features/auth/api/login';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { signedOut, testSession } from '@/test/fixtures';
import { errorBody, jsonResponse, requestPath } from '@/test/render';

/** The server: the SDK's session call answers `sessionAnswer`; GET /v1/session answers `state`. */
function stubServer(state: unknown, sessionAnswer = () => jsonResponse(201, { $id: 's1' })) {
  const fetchMock = vi.fn(async (input: unknown) =>
    requestPath(input) === '/v1/session' ? jsonResponse(200, state) : sessionAnswer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('logIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates the session with the SDK's call, then stores who signed in", async () => {
    const session = testSession();
    const fetchMock = stubServer(session);
    await logIn({ email: 'ada@example.test', password: 'correct horse' });
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe(`${window.location.origin}/v1/account/sessions/email`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init.headers).get('X-Appwrite-Project')).toBe('copyvest');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.test',
      password: 'correct horse',
    });
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', ...session });
  });

  it("throws the server's message and type for a refused sign-in", async () => {
    stubServer(signedOut, () =>
      jsonResponse(403, errorBody(403, 'user_blocked', 'This account has been blocked')),
    );
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
