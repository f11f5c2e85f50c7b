import { messages } from '@copyvest/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  endingThisSession,
  onSignedOutError,
  recheckSession,
} from '@/lib/session/on-signed-out-error';
import { getSessionSnapshot, setSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { signedOut, testSession } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';

// The query client (set up for every test) already holds this module: spy on the real toast.
const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);

function setup(sessionAnswer: Parameters<typeof json>[0]) {
  server.use(http.get('/v1/session', () => json(sessionAnswer)));
  const requests = recordRequests();
  const queryClient = new QueryClient();
  queryClient.setQueryData(['dashboard'], { cached: true });
  setSession(testSession());
  return { requests, queryClient };
}

describe('a request answered "signed out"', () => {
  afterEach(() => {
    info.mockClear();
  });

  it('asks the session again and, when it ended elsewhere, forgets the user', async () => {
    const { requests, queryClient } = setup(signedOut);
    localStorage.setItem('user', 'cached');
    await onSignedOutError(queryClient, new ApiError('Sign in', 401, 'general_unauthorized_scope'));
    expect(info).toHaveBeenCalledWith(messages.auth.sessionEnded);
    expect(requests).toHaveLength(1);
    expect(getSessionSnapshot()).toMatchObject({ account: null, user: null });
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps a session that is still there', async () => {
    const { requests, queryClient } = setup(testSession());
    await onSignedOutError(queryClient, new ApiError('Expired', 401, 'user_jwt_invalid'));
    expect(requests).toHaveLength(1);
    expect(getSessionSnapshot().user).not.toBeNull();
    expect(queryClient.getQueryData(['dashboard'])).toEqual({ cached: true });
    expect(info).not.toHaveBeenCalled();
  });

  it('ignores a 401 that refuses a signed-in user (a role, a wrong current password)', async () => {
    const { requests, queryClient } = setup(signedOut);
    await onSignedOutError(queryClient, new ApiError('No', 401, 'user_unauthorized'));
    await onSignedOutError(queryClient, new ApiError('Wrong', 401, 'user_invalid_credentials'));
    expect(requests).toEqual([]);
    expect(getSessionSnapshot().user).not.toBeNull();
  });

  it('the live connection refused with 1008 asks the session again the same way', async () => {
    const { requests, queryClient } = setup(signedOut);
    await recheckSession(queryClient);
    expect(requests).toHaveLength(1);
    expect(info).toHaveBeenCalledWith(messages.auth.sessionEnded);
    expect(getSessionSnapshot().user).toBeNull();
  });
});

describe('this browser ending its own session (logout)', () => {
  afterEach(() => {
    info.mockClear();
  });

  it('a 1008 refusal that arrives while the logout runs forgets the user without a second toast', async () => {
    const { queryClient } = setup(signedOut);
    let finish: () => void = () => undefined;
    const logout = endingThisSession(() => new Promise<void>((resolve) => (finish = resolve)));
    await recheckSession(queryClient);
    finish();
    await logout;
    expect(getSessionSnapshot().user).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });
});
