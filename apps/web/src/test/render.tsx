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

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The path and query of a fetch call's URL: the app's client sends paths, the SDK full URLs. */
export function requestPath(input: unknown): string {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  return url.pathname + url.search;
}

/** An error body as the API sends it (decision 011). */
export function errorBody(code: number, type: string, message: string) {
  return { message, code, type, version: '1.0.0' };
}
