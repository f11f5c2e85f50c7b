import { PageOutlet } from '@/app/page-outlet';
import { ScrollManager } from '@/app/scroll-manager';
import { MaintenanceBanner } from '@/components/settings/maintenance-banner';

/** Wraps every route: scroll handling, the maintenance notice, and the layouts' own chunks loading. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <MaintenanceBanner />
      <PageOutlet />
    </>
  );
}
