import { lazy, Suspense } from 'react';
import { PageOutlet } from '@/app/page-outlet';
import { ScrollManager } from '@/app/scroll-manager';

// The maintenance notice loads beside the first page, not in it: the public settings' store and
// its defaults (the landing's texts) stay out of every route's first load (bench/bundle.ts).
const MaintenanceBanner = lazy(() =>
  import('@/components/settings/maintenance-banner').then((m) => ({
    default: m.MaintenanceBanner,
  })),
);

/** Wraps every route: scroll handling, the maintenance notice, and the layouts' own chunks loading. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Suspense fallback={null}>
        <MaintenanceBanner />
      </Suspense>
      <PageOutlet />
    </>
  );
}
