import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { http, json, server, signedOut } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { TraderProfilePage, TradersPage } from '@/features/copy-trading/routes/public-pages';
import { testTraderProfile, testTraderSummary } from '@/features/copy-trading/test-fixtures';

/** The public layout gives no query client: the pages as the router mounts them bring their own. */
function renderPublic(route: string) {
  server.use(
    http.get('/v1/traders', () => json([testTraderSummary()])),
    http.get('/v1/traders/:id', () => json(testTraderProfile())),
    http.get('/v1/session', () => signedOut()),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/traders" element={<TradersPage />} />
      <Route path="/traders/:id" element={<TraderProfilePage />} />
    </Routes>,
    { route, queryClient: null },
  );
}

describe('the public copy-trading pages without an outer query client', () => {
  it('the ranking renders its traders', async () => {
    renderPublic('/traders');
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it('a profile renders its trader', async () => {
    renderPublic(`/traders/${testTraderSummary().id}`);
    expect(
      await screen.findByRole('heading', { name: testTraderProfile().displayName, level: 1 }),
    ).toBeInTheDocument();
  });
});
