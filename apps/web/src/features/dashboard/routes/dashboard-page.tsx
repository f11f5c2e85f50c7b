import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';
import { InactiveNotice } from '@/features/dashboard/components/inactive-notice';
import { useAccount } from '@/lib/session/use-account';

export function DashboardPage() {
  const { user } = useAccount();
  if (!user.isActive) return <InactiveNotice />;
  return <PageHeader title={messages.nav.dashboard} description={messages.pages.dashboardText} />;
}
