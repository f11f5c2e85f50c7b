import { messages } from '@copyvest/shared';
import { PageOutlet } from '@/app/page-outlet';
import { PublicFooter } from '@/components/layout/public-footer';
import { PublicHeader } from '@/components/layout/public-header';
import { SkipLink } from '@/components/layout/skip-link';

/** Header and footer around every public page; the pages render only their content. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={messages.nav.skipToContent} />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <PageOutlet />
      </main>
      <PublicFooter />
    </div>
  );
}
