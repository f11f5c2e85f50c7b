import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_TYPE } from '@/lib/api-client';
import { jsonResponse } from '@/test/render';

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the same-origin cookie and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: 's1' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/v1/account/sessions/email', { email: 'a@b.test' })).resolves.toEqual({
      id: 's1',
    });
    expect(fetchMock).toHaveBeenCalledWith('/v1/account/sessions/email', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"email":"a@b.test"}',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it("throws the server's message, status and type", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          message: 'Invalid email or password',
          code: 401,
          type: 'user_invalid_credentials',
          version: '1.0.0',
        }),
      ),
    );
    const error = await api.get('/v1/account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid email or password',
      status: 401,
      type: 'user_invalid_credentials',
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('tells signed out from refused by type, not by the 401 status', () => {
    const signedOut = new ApiError('Sign in', 401, 'general_unauthorized_scope');
    const expiredJwt = new ApiError('Expired', 401, 'user_jwt_invalid');
    const refusedRole = new ApiError('No', 401, 'user_unauthorized');
    const wrongPassword = new ApiError('Wrong', 401, 'user_invalid_credentials');
    expect([signedOut, expiredJwt, refusedRole, wrongPassword].map((e) => e.isSignedOut)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('turns a network failure into a clear message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.get('/v1/account')).rejects.toMatchObject({
      status: 0,
      type: NETWORK_ERROR_TYPE,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('reads 204 as no body and a body without a message as a generic error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(api.delete('/v1/account/sessions')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    await expect(api.get('/v1/account')).rejects.toMatchObject({
      status: 502,
      type: 'general_unknown',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
