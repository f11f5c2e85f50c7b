import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_TYPE } from '@/lib/api-client';
import {
  apiError,
  http,
  HttpResponse,
  json,
  noContent,
  recordFetchCalls,
  recordRequests,
  server,
} from '@/test/msw';

describe('api client', () => {
  it('sends JSON with the same-origin cookie and returns the parsed body', async () => {
    server.use(http.post('/v1/account/sessions/email', () => json({ id: 's1' }, 201)));
    const requests = recordRequests();
    const fetchCalls = recordFetchCalls();
    await expect(api.post('/v1/account/sessions/email', { email: 'a@b.test' })).resolves.toEqual({
      id: 's1',
    });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/account/sessions/email' });
    expect(fetchCalls()).toMatchObject([
      { url: '/v1/account/sessions/email', credentials: 'same-origin' },
    ]);
    expect(sent!.headers.get('Accept')).toBe('application/json');
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
    await vi.waitFor(() => expect(sent!.body).toEqual({ email: 'a@b.test' }));
  });

  it("throws the server's message, status and type", async () => {
    server.use(
      http.get('/v1/account', () =>
        apiError(401, 'user_invalid_credentials', 'Invalid email or password'),
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
    server.use(http.get('/v1/account', () => HttpResponse.error()));
    await expect(api.get('/v1/account')).rejects.toMatchObject({
      status: 0,
      type: NETWORK_ERROR_TYPE,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('reads 204 as no body and a body without a message as a generic error', async () => {
    server.use(
      http.delete('/v1/account/sessions', () => noContent()),
      http.get('/v1/account', () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    await expect(api.delete('/v1/account/sessions')).resolves.toBeUndefined();
    await expect(api.get('/v1/account')).rejects.toMatchObject({
      status: 502,
      type: 'general_unknown',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
