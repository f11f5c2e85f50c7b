import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn } from '@/features/auth/api/login';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { testAccount } from '@/test/fixtures';
import { jsonResponse } from '@/test/render';

function stubServer(sessionAccount: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) =>
      path === '/v1/session'
        ? jsonResponse(200, { account: sessionAccount })
        : jsonResponse(201, { id: 's1' }),
    ),
  );
}

describe('logIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the signed-in account', async () => {
    const account = testAccount();
    stubServer(account);
    await logIn({ email: 'ada@example.test', password: 'correct horse' });
    expect(getSessionSnapshot()).toMatchObject({ status: 'success', account });
  });

  it('fails when the browser kept no session after signing in', async () => {
    stubServer(null);
    await expect(logIn({ email: 'ada@example.test', password: 'correct horse' })).rejects.toThrow(
      'We could not check your session.',
    );
  });
});
