import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { LoadingState } from '@/components/ui/loading-state';

/** Renders the matched page inside a layout: a loading state while its chunk loads, errors caught. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState fullPage />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
