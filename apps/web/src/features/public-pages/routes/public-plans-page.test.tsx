import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { signedOut } from '@/test/fixtures';
import { http, json, publicSettings, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const gold = {
  $id: 'p-gold',
  $createdAt: '2026-03-04T12:00:00.000Z',
  $updatedAt: '2026-03-04T12:00:00.000Z',
  title: 'Gold Plan',
  min: 5_000_00,
  max: 50_000_00,
  roi: 4,
  days: 20,
  isRecommended: false,
  label: null,
};

describe('the public plans page', () => {
  beforeEach(() => server.use(publicSettings()));
  it("the footer's Plans opens read-only plan cards for a visitor, with 'Sign up to invest'", async () => {
    server.use(
      http.get('/v1/session', () => json(signedOut)),
      http.get('/v1/plans', () => json({ total: 1, plans: [gold] })),
    );
    renderWithProviders(<AppRoutes />, { route: '/about', queryClient: null });
    const footer = await screen.findByRole('navigation', { name: 'Footer navigation' });
    expect(within(footer).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/plans');

    // The footer's /plans: a visitor gets the public page, not /login.
    renderWithProviders(<AppRoutes />, { route: '/plans', queryClient: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investment plans' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Gold Plan' });
    expect(within(card).getByText('80%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sign up to invest' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
