import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse, renderWithProviders, requestPath } from '@/test/render';
import { TraderProfilePage, TradersPage } from '@/features/copy-trading/routes/public-pages';
import { testTraderProfile, testTraderSummary } from '@/features/copy-trading/test-fixtures';

/** The public layout gives no query client: the pages as the router mounts them bring their own. */
function renderPublic(route: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      const path = requestPath(input);
      if (path.startsWith('/v1/traders?')) return jsonResponse(200, [testTraderSummary()]);
      if (path.startsWith('/v1/traders/')) return jsonResponse(200, testTraderProfile());
      return jsonResponse(401, errorBody(401, 'general_unauthorized_scope', 'Signed out'));
    }),
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
  afterEach(() => vi.unstubAllGlobals());

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
