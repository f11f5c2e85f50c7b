import { messages, type TSessionState } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { signedOut, testSession } from '@/test/fixtures';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

type Handler = () => Response | Promise<Response>;

/** A JSON answer (status first, as these tests were written). */
const jsonResponse = (status: number, body: Parameters<typeof json>[0]) => json(body, status);

const byMethod = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/**
 * The API: each `'METHOD /path'` of `routes` answers as given; GET /v1/session answers `session`,
 * the providers none, and the rest of the API 404. Returns the requests sent, for the tests that
 * check what was sent.
 */
function stubApi(session: TSessionState, routes: Record<string, Handler> = {}) {
  server.use(
    ...Object.entries(routes).map(([route, answer]) => {
      const [method, path] = route.split(' ') as [keyof typeof byMethod, string];
      return byMethod[method](path, answer);
    }),
    http.get('/v1/session', () => json(session)),
    http.get('/v1/account/oauth2/providers', () => json({ providers: [] })),
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  return recordRequests();
}

const renderApp = (route: string) =>
  renderWithProviders(<AppRoutes />, { route, queryClient: null });

describe('account security pages', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('login offers the forgot-password link, code and link sign-in, and no provider buttons when none is set up', async () => {
    stubApi(signedOut);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-mail me a link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('shows a button for each configured provider, and the error a failed OAuth2 sign-in sent back', async () => {
    stubApi(signedOut, {
      'GET /v1/account/oauth2/providers': () =>
        jsonResponse(200, { providers: ['google', 'mock'] }),
    });
    const error = encodeURIComponent(
      JSON.stringify(
        errorBody(401, 'user_oauth2_unauthorized', 'The sign-in provider did not let you in.'),
      ),
    );
    renderApp(`/login?error=${error}`);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Mock' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in provider did not let you in.');
  });

  it('a session waiting for its second factor gets the authenticator step, with a recovery code as the way out', async () => {
    const requests = stubApi(
      { account: null, user: null, mfaRequired: true },
      {
        'GET /v1/account/mfa/factors': () =>
          jsonResponse(200, {
            totp: true,
            email: false,
            phone: false,
            recoveryCode: true,
            custom: false,
          }),
        'POST /v1/account/mfa/challenges': () =>
          jsonResponse(201, { $id: 'ch1', $createdAt: '', userId: 'u1', expire: '' }),
        'PUT /v1/account/mfa/challenges': () =>
          jsonResponse(401, errorBody(401, 'user_invalid_token', 'Invalid token')),
      },
    );
    const user = userEvent.setup();
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    const put = requests.find(
      (request) => request.path === '/v1/account/mfa/challenges' && request.method === 'PUT',
    );
    await vi.waitFor(() => expect(put!.body).toEqual({ challengeId: 'ch1', otp: '123456' }));
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeInTheDocument();
  });

  it('the e-mail factor says a code was e-mailed only once it was sent, and a wrong code keeps the field', async () => {
    const requests = stubApi(
      { account: null, user: null, mfaRequired: true },
      {
        'GET /v1/account/mfa/factors': () =>
          jsonResponse(200, {
            totp: false,
            email: true,
            phone: false,
            recoveryCode: false,
            custom: false,
          }),
        'POST /v1/account/mfa/challenges': () =>
          jsonResponse(201, { $id: 'ch1', $createdAt: '', userId: 'u1', expire: '' }),
        'PUT /v1/account/mfa/challenges': () =>
          jsonResponse(401, errorBody(401, 'user_invalid_token', 'Invalid token')),
      },
    );
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByText(messages.access.mfaEmailSendSubtitle)).toBeInTheDocument();
    expect(screen.queryByText(messages.access.mfaEmailSubtitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.access.sendCode }));
    expect(await screen.findByText(messages.access.mfaEmailSubtitle)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Authentication code')).toHaveValue('654321');
    const posts = requests.filter(
      (request) => request.path === '/v1/account/mfa/challenges' && request.method === 'POST',
    );
    expect(posts).toHaveLength(1);
  });

  it('a session that proved its e-mail (a link sign-in) with no other factor is told what to do', async () => {
    stubApi(
      { account: null, user: null, mfaRequired: true },
      {
        'GET /v1/account/mfa/factors': () =>
          jsonResponse(200, {
            totp: false,
            email: false,
            phone: false,
            recoveryCode: false,
            custom: false,
          }),
      },
    );
    renderApp('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.access.mfaNoOtherFactor);
    expect(
      screen.queryByRole('button', { name: messages.access.emailMeMfaCode }),
    ).not.toBeInTheDocument();
  });

  it('a refused sign-in shows its reason in the form, not only in a toast', async () => {
    stubApi(signedOut, {
      'POST /v1/account/sessions/email': () =>
        jsonResponse(
          401,
          errorBody(401, 'user_invalid_credentials', messages.errors.invalidCredentials),
        ),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.invalidCredentials);
  });

  it('reset password: an incomplete link and a used one each say so and offer a new link', async () => {
    stubApi(signedOut, {
      'PUT /v1/account/recovery': () =>
        jsonResponse(401, errorBody(401, 'user_invalid_token', 'x')),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete');
    unmount();
    renderApp('/reset-password?userId=u1&secret=s1');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'has expired or has already been used',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('forgot password sends the reset page as the link and answers the same for any address', async () => {
    const requests = stubApi(signedOut, {
      'POST /v1/account/recovery': () =>
        jsonResponse(201, {
          $id: 't',
          $createdAt: '',
          userId: 'u',
          secret: '',
          expire: '',
          phrase: '',
        }),
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this address');
    const post = requests.find((request) => request.path === '/v1/account/recovery');
    await vi.waitFor(() =>
      expect(post!.body).toEqual({
        email: 'ada@example.test',
        url: `${window.location.origin}/reset-password`,
      }),
    );
  });

  it('the dashboard reminds an unverified user, resends the mail, and can be dismissed', async () => {
    const requests = stubApi(testSession({ isActive: false }), {
      'POST /v1/account/verifications/email': () =>
        jsonResponse(201, {
          $id: 't',
          $createdAt: '',
          userId: 'u',
          secret: '',
          expire: '',
          phrase: '',
        }),
    });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
    await vi.waitFor(() =>
      expect(requests.some((request) => request.path === '/v1/account/verifications/email')).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(
      screen.queryByRole('button', { name: 'Resend verification e-mail' }),
    ).not.toBeInTheDocument();
  });

  it('verify-email verifies at once and says so', async () => {
    stubApi(signedOut, {
      'PUT /v1/account/verifications/email': () =>
        jsonResponse(200, {
          $id: 't',
          $createdAt: '',
          userId: 'u',
          secret: '',
          expire: '',
          phrase: '',
        }),
    });
    renderApp('/verify-email?userId=u1&secret=s1');
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toHaveAttribute(
      'role',
      'status',
    );
    // One way on, not the same link twice.
    expect(screen.getAllByRole('link', { name: messages.auth.loginButton })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: messages.access.backToLogin })).toBeNull();
  });

  it('a magic link never signs in without a click on "Sign in"', async () => {
    const requests = stubApi(signedOut, {
      'PUT /v1/account/sessions/magic-url': () => jsonResponse(201, { $id: 's2' }),
    });
    renderApp('/magic-link?userId=u2&secret=s2');
    const button = await screen.findByRole('button', { name: 'Sign in' });
    const signIns = () =>
      requests.filter((request) => request.path.startsWith('/v1/account/sessions/magic-url'));
    expect(signIns()).toHaveLength(0);
    await userEvent.click(button);
    await vi.waitFor(() => expect(signIns()).toHaveLength(1));
  });

  it('a magic link of another account shows who is signed in and asks; Cancel stays in that account', async () => {
    const requests = stubApi(testSession({ $id: 'u1' }));
    renderApp('/magic-link?userId=u2&secret=s2');
    expect(await screen.findByText('You are signed in as ada@example.test.')).toBeInTheDocument();
    expect(screen.getByText('Continue and sign out of ada@example.test?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(screen.queryByText(/Continue and sign out/)).not.toBeInTheDocument(),
    );
    expect(
      requests.some((request) => request.path.startsWith('/v1/account/sessions/magic-url')),
    ).toBe(false);
  });
});
