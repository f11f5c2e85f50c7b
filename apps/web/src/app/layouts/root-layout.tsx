import { PageOutlet } from '@/app/page-outlet';
import { ScrollManager } from '@/app/scroll-manager';

/** Wraps every route: scroll handling, and the layouts' own chunks loading. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <PageOutlet />
    </>
  );
}
