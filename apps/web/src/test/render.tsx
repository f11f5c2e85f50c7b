import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** A query client for tests: no retries, so failures show at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders with a fresh query client and an in-memory router at `route`. With `queryClient: null`
 * there is no outer query client: the app's own providers must supply one where it is needed.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = testQueryClient(),
  }: { route?: string; queryClient?: QueryClient | null } = {},
) {
  const routed = <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return {
    queryClient,
    ...render(
      queryClient ? (
        <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>
      ) : (
        routed
      ),
    ),
  };
}

/** An error body as the API sends it (decision 011). */
export function errorBody(code: number, type: string, message: string) {
  return { message, code, type, version: '1.0.0' };
}
