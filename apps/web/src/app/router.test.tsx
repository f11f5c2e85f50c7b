import type { TSessionState } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { signedOut, testSession as account } from '@/test/fixtures';
import {
  apiError,
  http,
  json,
  noContent,
  recordFetchCalls,
  recordRequests,
  server,
} from '@/test/msw';
import { renderWithProviders } from '@/test/render';

/**
 * The API: GET /v1/session answers `session`; DELETE sessions (the SDK's call) answers 204; every
 * other route of the app's API and the countries service answers 404 (these tests are about the
 * routes and guards, not the pages' data).
 */
function stubApi(session: TSessionState) {
  const notFound = () => apiError(404, 'general_route_not_found', 'Not found');
  server.use(
    http.delete('/v1/account/sessions', () => noContent()),
    http.get('/v1/session', () => json(session)),
    http.all('/v1/*', notFound),
    http.all('/v3.1/*', notFound),
  );
  return { requests: recordRequests(), fetchCalls: recordFetchCalls() };
}

/** The whole app at `route`, with only the providers the app itself puts in place. */
function renderApp(route: string) {
  return renderWithProviders(<AppRoutes />, { route, queryClient: null });
}

describe('routes and guards', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('sends an anonymous visitor from /dashboard to /login', async () => {
    stubApi(signedOut);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows an inactive account the activation notice with a support link', async () => {
    stubApi(account({ isActive: false }));
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Account is not active' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it.each([
    '/plans',
    '/deposits',
    '/deposits/payment',
    '/withdrawals',
    '/withdrawals/fee',
    '/withdrawals/addresses',
  ])('shows an inactive account the inactive notice instead of the form on %s', async (route) => {
    stubApi(account({ isActive: false }));
    renderApp(route);
    expect(
      await screen.findByRole('heading', { name: 'Account is not active' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('sends a non-admin from /admin to /dashboard', async () => {
    stubApi(account());
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage Users' })).not.toBeInTheDocument();
  });

  it('shows an admin the admin navigation and the switch to the user dashboard', async () => {
    stubApi(account({ isAdmin: true }));
    const user = userEvent.setup();
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'App navigation' })[0]!;
    expect(nav).toHaveTextContent('Overview');
    expect(nav).toHaveTextContent('Audit Log');
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(screen.getByRole('menuitem', { name: 'User Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    stubApi(account());
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('logs out: deletes every session, keeps only the theme, opens /login', async () => {
    const { requests, fetchCalls } = stubApi(account());
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('user', 'cached');
    const user = userEvent.setup();
    renderApp('/dashboard');
    const [logout] = await screen.findAllByRole('button', { name: 'Logout' });
    await user.click(logout!);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/v1/account/sessions' }),
    );
    expect(fetchCalls()).toContainEqual(
      expect.objectContaining({
        url: `${window.location.origin}/v1/account/sessions`,
        credentials: 'include',
      }),
    );
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('opens the country search on /register for an anonymous visitor', async () => {
    stubApi(signedOut);
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: /^Country/ }));
    expect(await screen.findByRole('dialog', { name: 'Select your country' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows a 404 page for an unknown path', async () => {
    stubApi(signedOut);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
