import { QueryProvider } from '@/app/query-provider';
import { TraderProfilePage as TraderProfile } from './trader-profile-page';
import { TradersPage as Traders } from './traders-page';

/**
 * The public copy-trading pages, one chunk (the router loads them with one dynamic import). The
 * public layout has no query client (the landing's entry does not carry TanStack Query), so the
 * chunk brings the app's own, as the landing's plans grid does.
 */
export function TradersPage() {
  return (
    <QueryProvider>
      <Traders />
    </QueryProvider>
  );
}

export function TraderProfilePage() {
  return (
    <QueryProvider>
      <TraderProfile />
    </QueryProvider>
  );
}
