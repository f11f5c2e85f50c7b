import { messages } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { testSession, testUser } from '@/test/fixtures';
import { apiError, http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const incomplete = { name: '', phone: '', country: '', registrationComplete: false };

function stubApi(user: Record<string, unknown> = incomplete) {
  server.use(
    http.get('/v1/session', () => json(testSession(user))),
    http.post('/v1/account/registration', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return json(testUser({ ...body, registrationComplete: true }));
    }),
    // The rest of the API (the dashboard's calls) answers 404, as it did.
    http.all('/v1/*', () => apiError(404, 'general_route_not_found', 'Not found')),
  );
  return recordRequests();
}

describe('the rest of a registration', () => {
  it('a magic-link sign-up is sent from the dashboard to complete its name, phone, country and the terms', async () => {
    const requests = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/dashboard', queryClient: null });
    expect(
      await screen.findByRole('heading', { name: messages.auth.completeTitle }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.auth.fullName), 'Grace Hopper');
    await user.type(screen.getByLabelText(messages.auth.phone), '+1 415 555 0123');
    await user.click(screen.getByRole('button', { name: messages.auth.completeButton }));
    // The terms and the country are required, as on the sign-up form.
    expect(await screen.findByText(messages.validation.acceptTerms)).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/v1/account/registration')).toBe(false);
  });

  it('sends the rest of the registration with the terms accepted, then opens the dashboard', async () => {
    const requests = stubApi({ ...incomplete, phone: '+14155550123', country: 'United States' });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/dashboard', queryClient: null });
    await user.type(await screen.findByLabelText(messages.auth.fullName), 'Grace Hopper');
    expect(screen.getByLabelText(messages.auth.phone)).toHaveValue('+14155550123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: messages.auth.completeButton }));
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: messages.auth.completeTitle }),
      ).not.toBeInTheDocument(),
    );
    const post = requests.find((r) => r.path === '/v1/account/registration');
    expect(post!.body).toEqual({
      name: 'Grace Hopper',
      phone: '+14155550123',
      country: 'United States',
      acceptTerms: true,
    });
  });
});
