import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { appQueryClient } from '@/lib/query-client';

/**
 * Gives its subtree the app's query client. It wraps the parts that read server collections, so
 * the public entry does not carry TanStack Query; an outer provider (tests) is kept as it is.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient}>{children}</QueryClientProvider>;
}
