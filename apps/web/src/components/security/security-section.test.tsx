import { messages } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SecuritySection } from '@/components/security/security-section';
import { getSessionSnapshot, setSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { testAccount, testSession } from '@/test/fixtures';
import {
  apiError,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
  type RecordedRequest,
} from '@/test/msw';
import { errorBody, renderWithProviders } from '@/test/render';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const s = messages.security;
const now = '2026-03-04T12:00:00.000Z';

function session(overrides: Record<string, unknown> = {}) {
  return {
    $id: 'se1',
    $createdAt: now,
    $updatedAt: now,
    userId: 'u1',
    expire: now,
    provider: 'email',
    providerUid: 'ada@example.test',
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: '203.0.113.7',
    osCode: 'LIN',
    osName: 'Linux',
    osVersion: '',
    clientType: 'browser',
    clientCode: 'CH',
    clientName: 'Chrome',
    clientVersion: '140.0',
    clientEngine: 'Blink',
    clientEngineVersion: '140.0',
    deviceName: 'desktop',
    deviceBrand: '',
    deviceModel: '',
    countryCode: '--',
    countryName: 'Unknown',
    current: false,
    factors: ['password'],
    secret: '',
    mfaUpdatedAt: '',
    ...overrides,
  };
}

function log(event: string, overrides: Record<string, unknown> = {}) {
  return {
    ...session(),
    event,
    userEmail: 'ada@example.test',
    userName: 'Ada Lovelace',
    mode: 'default',
    userType: 'user',
    time: now,
    ...overrides,
  };
}

type Route_ = { method: string; path: string; answer: () => Response };

/** The API by method and path (the SDK sends full URLs, the app's client paths). */
function stubApi(routes: Route_[]) {
  server.use(
    ...routes.map((route) => http[byMethod[route.method]!](route.path, () => route.answer())),
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  return recordRequests();
}

const byMethod: Record<string, 'get' | 'post' | 'put' | 'patch' | 'delete'> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
};

/** A JSON answer (status first, as these tests were written). */
function jsonResponse(status: number, body: Parameters<typeof json>[0]) {
  return json(body, status);
}

const sessionsRoute = (sessions: unknown[]): Route_ => ({
  method: 'GET',
  path: '/v1/account/sessions',
  answer: () => jsonResponse(200, { total: sessions.length, sessions }),
});
const logsRoute = (logs: unknown[]): Route_ => ({
  method: 'GET',
  path: '/v1/account/logs',
  answer: () => jsonResponse(200, { total: logs.length, logs }),
});

function renderSection() {
  setSession(testSession());
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<SecuritySection />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/profile' },
  );
}

function calls(requests: RecordedRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}

describe('SecuritySection', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists the active sessions with device, IP, last use and a badge on this device, this device first', async () => {
    stubApi([
      // The server lists the current session last here: the card shows it first.
      sessionsRoute([
        session({ $id: 'phone', osName: 'iOS', clientName: 'Safari', deviceName: 'mobile' }),
        session({ $id: 'here', current: true }),
      ]),
      logsRoute([]),
    ]);
    renderSection();
    const card = screen.getByRole('region', { name: s.sessionsTitle });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent(s.thisDevice);
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[0]).toHaveTextContent('03/04/2026');
    expect(rows[1]).toHaveTextContent('Safari on iOS');
    expect(rows[1]).not.toHaveTextContent(s.thisDevice);
    expect(within(rows[0]!).getByRole('button', { name: s.signOutThisDevice })).toBeEnabled();
  });

  it('signs another device out with the SDK and shows the list again', async () => {
    let sessions = [session({ $id: 'here', current: true }), session({ $id: 'other' })];
    const requests = stubApi([
      {
        method: 'GET',
        path: '/v1/account/sessions',
        answer: () => jsonResponse(200, { total: sessions.length, sessions }),
      },
      {
        method: 'DELETE',
        path: '/v1/account/sessions/other',
        answer: () => {
          sessions = sessions.filter((item) => item.$id !== 'other');
          return new HttpResponse(null, { status: 204 });
        },
      },
      logsRoute([]),
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.sessionsTitle });
    await user.click(
      await within(card).findByRole('button', { name: s.signOutSessionOf('Chrome on Linux') }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(s.sessionSignedOut));
    await vi.waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    expect(calls(requests, 'DELETE', '/v1/account/sessions/other')).toHaveLength(1);
    expect(getSessionSnapshot().user).not.toBeNull();
  });

  it('asks before signing out everywhere, then opens /login signed out', async () => {
    const requests = stubApi([
      sessionsRoute([session({ current: true })]),
      logsRoute([]),
      {
        method: 'DELETE',
        path: '/v1/account/sessions',
        answer: () => new HttpResponse(null, { status: 204 }),
      },
    ]);
    const user = userEvent.setup();
    renderSection();
    await screen.findAllByRole('button', { name: s.signOutThisDevice });
    await user.click(screen.getByRole('button', { name: s.signOutEverywhere }));
    const dialog = screen.getByRole('dialog', { name: s.signOutEverywhereTitle });
    expect(dialog).toHaveTextContent(s.signOutEverywhereText);
    await user.click(within(dialog).getByRole('button', { name: s.signOutEverywhere }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calls(requests, 'DELETE', '/v1/account/sessions')).toHaveLength(1);
    expect(getSessionSnapshot()).toMatchObject({ account: null, user: null });
    expect(toast.success).toHaveBeenCalledWith(s.signedOutEverywhere);
  });

  it('shows the recent activity with human labels, time and device', async () => {
    stubApi([
      sessionsRoute([]),
      logsRoute([
        log('user.update.password'),
        log('session.create', { ip: '198.51.100.4' }),
        log('user.create'),
      ]),
    ]);
    renderSection();
    const card = screen.getByRole('region', { name: s.activityTitle });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Password changed'),
      expect.stringContaining('Signed in'),
      expect.stringContaining('Account created'),
    ]);
    expect(rows[1]).toHaveTextContent('198.51.100.4');
    expect(rows[1]).toHaveTextContent('Chrome on Linux');
    const sessions = screen.getByRole('region', { name: s.sessionsTitle });
    expect(within(sessions).getByText(s.noSessions)).toBeInTheDocument();
  });

  it('says when the sessions cannot be loaded and tries again', async () => {
    let fail = true;
    stubApi([
      {
        method: 'GET',
        path: '/v1/account/sessions',
        answer: () =>
          fail
            ? jsonResponse(500, errorBody(500, 'general_server_error', 'Server down'))
            : jsonResponse(200, { total: 1, sessions: [session({ current: true })] }),
      },
      logsRoute([]),
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.sessionsTitle });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(s.sessionsFailed);
    expect(alert).toHaveTextContent('Server down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: messages.common.retry }));
    expect(await within(card).findByText(s.thisDevice)).toBeInTheDocument();
  });

  it('checks the password rule before sending a new password', async () => {
    const requests = stubApi([sessionsRoute([]), logsRoute([])]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.passwordTitle });
    await user.click(within(card).getByRole('button', { name: s.changePassword }));
    expect(
      await within(card).findByText(messages.validation.currentPasswordRequired),
    ).toBeVisible();
    await user.type(within(card).getByLabelText(s.currentPassword), 'old-secret');
    await user.type(within(card).getByLabelText(s.newPassword), 'short');
    await user.click(within(card).getByRole('button', { name: s.changePassword }));
    expect(await within(card).findByText(messages.validation.passwordMin)).toBeVisible();
    expect(calls(requests, 'PATCH', '/v1/account/password')).toHaveLength(0);
  });

  it("shows the server's refusal of the current password next to it, still signed in", async () => {
    const requests = stubApi([
      sessionsRoute([]),
      logsRoute([]),
      {
        method: 'PATCH',
        path: '/v1/account/password',
        answer: () =>
          jsonResponse(
            401,
            errorBody(401, 'user_invalid_credentials', 'The current password is incorrect'),
          ),
      },
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.passwordTitle });
    await user.type(within(card).getByLabelText(s.currentPassword), 'wrong-secret');
    await user.type(within(card).getByLabelText(s.newPassword), 'new-secret-1');
    await user.click(within(card).getByRole('button', { name: s.changePassword }));
    expect(await within(card).findByText('The current password is incorrect')).toBeVisible();
    expect(within(card).getByLabelText(s.currentPassword)).toHaveAttribute('aria-invalid', 'true');
    const [patch] = calls(requests, 'PATCH', '/v1/account/password');
    await vi.waitFor(() =>
      expect(patch!.body).toEqual({ password: 'new-secret-1', oldPassword: 'wrong-secret' }),
    );
    expect(getSessionSnapshot().user).not.toBeNull();
    expect(calls(requests, 'GET', '/v1/session')).toHaveLength(0);
  });

  it('changes the password, says so and empties the form', async () => {
    stubApi([
      sessionsRoute([]),
      logsRoute([]),
      {
        method: 'PATCH',
        path: '/v1/account/password',
        answer: () => jsonResponse(200, testAccount()),
      },
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.passwordTitle });
    await user.type(within(card).getByLabelText(s.currentPassword), 'old-secret');
    await user.type(within(card).getByLabelText(s.newPassword), 'new-secret-1');
    await user.click(within(card).getByRole('button', { name: s.changePassword }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(s.passwordChanged));
    await vi.waitFor(() => expect(within(card).getByLabelText(s.currentPassword)).toHaveValue(''));
  });

  it('changes the e-mail with the password and shows an e-mail in use next to the field', async () => {
    let taken = true;
    const requests = stubApi([
      sessionsRoute([]),
      logsRoute([]),
      {
        method: 'PATCH',
        path: '/v1/account/email',
        answer: () =>
          taken
            ? jsonResponse(
                409,
                errorBody(409, 'user_email_already_exists', messages.errors.emailTaken),
              )
            : jsonResponse(200, testAccount({ email: 'new@example.test' })),
      },
      {
        method: 'GET',
        path: '/v1/session',
        answer: () => jsonResponse(200, testSession({ email: 'new@example.test' })),
      },
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.emailTitle });
    expect(card).toHaveTextContent(s.currentEmail('ada@example.test'));
    await user.type(within(card).getByLabelText(s.newEmail), 'New@Example.test');
    await user.type(within(card).getByLabelText(s.emailPassword), 'the-password');
    await user.click(within(card).getByRole('button', { name: s.changeEmail }));
    expect(await within(card).findByText(messages.errors.emailTaken)).toBeVisible();

    taken = false;
    await user.click(within(card).getByRole('button', { name: s.changeEmail }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(s.emailChanged));
    await vi.waitFor(() =>
      expect(calls(requests, 'PATCH', '/v1/account/email').at(-1)!.body).toEqual({
        email: 'new@example.test',
        password: 'the-password',
      }),
    );
    await vi.waitFor(() => expect(getSessionSnapshot().account?.email).toBe('new@example.test'));
  });

  it('refuses the e-mail the account already has without asking the server', async () => {
    const requests = stubApi([sessionsRoute([]), logsRoute([])]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.emailTitle });
    await user.type(within(card).getByLabelText(s.newEmail), 'ada@example.test');
    await user.type(within(card).getByLabelText(s.emailPassword), 'the-password');
    await user.click(within(card).getByRole('button', { name: s.changeEmail }));
    expect(await within(card).findByText(messages.validation.emailUnchanged)).toBeVisible();
    expect(calls(requests, 'PATCH', '/v1/account/email')).toHaveLength(0);
  });

  it('closes the account after a confirmation that says what happens, then signs out', async () => {
    const requests = stubApi([
      sessionsRoute([]),
      logsRoute([]),
      {
        method: 'PATCH',
        path: '/v1/account/status',
        answer: () => jsonResponse(200, testAccount({ status: false })),
      },
    ]);
    localStorage.setItem('user', 'cached');
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.closeTitle });
    await user.click(within(card).getByRole('button', { name: s.closeButton }));
    const dialog = screen.getByRole('dialog', { name: s.closeConfirmTitle });
    expect(dialog).toHaveTextContent(s.closeConfirmText);
    expect(within(dialog).getByRole('button', { name: messages.common.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: s.closeButton }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calls(requests, 'PATCH', '/v1/account/status')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(s.accountClosed);
    expect(getSessionSnapshot()).toMatchObject({ account: null, user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a session signed in too long ago is told to sign in again instead of a generic error', async () => {
    const requests = stubApi([
      sessionsRoute([]),
      logsRoute([]),
      {
        method: 'PATCH',
        path: '/v1/account/status',
        answer: () =>
          jsonResponse(
            401,
            errorBody(401, 'user_challenge_required', messages.errors.recentProofRequired),
          ),
      },
      {
        method: 'DELETE',
        path: '/v1/account/sessions/current',
        answer: () => new HttpResponse(null, { status: 204 }),
      },
    ]);
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('region', { name: s.closeTitle });
    await user.click(within(card).getByRole('button', { name: s.closeButton }));
    const dialog = screen.getByRole('dialog', { name: s.closeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: s.closeButton }));
    const prompt = await within(card).findByRole('alert');
    expect(prompt).toHaveTextContent(messages.twoFactor.recentProofTitle);
    expect(prompt).toHaveTextContent(/sign in again with your password/);
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(prompt).getByRole('button', { name: messages.twoFactor.signInAgain }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calls(requests, 'DELETE', '/v1/account/sessions/current')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(messages.twoFactor.signInAgainToast);
  });
});
