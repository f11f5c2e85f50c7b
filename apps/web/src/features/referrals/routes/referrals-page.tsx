import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function ReferralsPage() {
  return <PageHeader title={messages.nav.referrals} description={messages.pages.referralsText} />;
}
