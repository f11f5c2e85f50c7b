import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
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

  it("throws the server's message, status and code", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          statusCode: 401,
          code: 'UNAUTHORIZED',
          message: 'Invalid email or password',
        }),
      ),
    );
    const error = await api.get('/v1/account').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid email or password',
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect((error as ApiError).isClientError).toBe(true);
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
      code: NETWORK_ERROR_CODE,
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
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
