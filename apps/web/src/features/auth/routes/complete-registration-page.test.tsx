import { messages } from '@copyvest/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { testSession, testUser } from '@/test/fixtures';
import { errorBody, jsonResponse, renderWithProviders, requestPath } from '@/test/render';

const incomplete = { name: '', phone: '', country: '', registrationComplete: false };

function stubApi(user: Record<string, unknown> = incomplete) {
  const fetchMock = vi.fn(async (input: unknown, init?: RequestInit) => {
    const path = requestPath(input).split('?')[0]!;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (path === '/v1/session') return jsonResponse(200, testSession(user));
    if (method === 'POST' && path === '/v1/account/registration') {
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      return jsonResponse(200, testUser({ ...body, registrationComplete: true }));
    }
    return jsonResponse(404, errorBody(404, 'general_route_not_found', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the rest of a registration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a magic-link sign-up is sent from the dashboard to complete its name, phone, country and the terms', async () => {
    const fetchMock = stubApi();
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
    expect(
      fetchMock.mock.calls.some(([input]) => requestPath(input) === '/v1/account/registration'),
    ).toBe(false);
  });

  it('sends the rest of the registration with the terms accepted, then opens the dashboard', async () => {
    const fetchMock = stubApi({ ...incomplete, phone: '+14155550123', country: 'United States' });
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
    const post = fetchMock.mock.calls.find(
      ([input]) => requestPath(input) === '/v1/account/registration',
    );
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      name: 'Grace Hopper',
      phone: '+14155550123',
      country: 'United States',
      acceptTerms: true,
    });
  });
});
