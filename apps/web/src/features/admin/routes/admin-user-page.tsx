import { KycStatusLine } from '@/components/kyc/kyc-status-card';
import { useAdminUserKyc } from '@/lib/queries/kyc';
import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/features/admin/api/get-user';
import { AdjustmentCard } from '@/features/admin/components/adjustment-card';
import {
  type StatusFilter,
  TransactionsPanel,
} from '@/features/admin/components/transactions-panel';
import { UserContactForm } from '@/features/admin/components/user-contact-form';
import { UserProfileCard } from '@/features/admin/components/user-profile-card';
import { UserSecurityCard } from '@/features/admin/components/user-security-card';
import { UserTradeCard } from '@/features/admin/components/user-trade-card';
import { MessageUserCard } from '@/features/admin/components/message-user-card';
import { UserLoginsCard } from '@/features/admin/components/user-logins-card';
import { UserNotesCard } from '@/features/admin/components/user-notes-card';
import { MakeTraderButton } from '@/components/copy-trading/make-trader-button';

const t = messages.admin;

/** /admin/users/{id}: profile and actions, contact details, finances, trade and transactions. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useUser(id);
  const kyc = useAdminUserKyc(id);
  const [status, setStatus] = useState<StatusFilter>('');

  return (
    <>
      <BackButton fallback="/admin/users" className="mb-4" />
      <PageHeader
        title={messages.pages.adminUserTitle}
        description={messages.pages.adminUserText}
      />
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EmptyState title={t.userNotFound}>
            <Link to="/admin/users" className={buttonStyles({ variant: 'secondary' })}>
              {t.backToUsers}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <div className="space-y-6">
          <UserProfileCard user={detail.data.user} />
          <KycStatusLine status={kyc.data?.status} loading={kyc.isPending} linkToForm={false} />
          <div className="flex flex-wrap justify-end gap-3">
            <Link
              to={`/admin/tickets?userId=${encodeURIComponent(id)}`}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {messages.tickets.viewUserTickets}
            </Link>
            <MakeTraderButton userId={id} name={detail.data.user.name} />
          </div>
          <AdjustmentCard user={detail.data.user} heldBalance={detail.data.heldBalance} />
          <UserSecurityCard userId={id} security={detail.data.security} />
          <div className="grid gap-6 lg:grid-cols-2">
            <UserContactForm user={detail.data.user} />
            <UserTradeCard trade={detail.data.trade} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
            <UserNotesCard userId={id} />
            <MessageUserCard userId={id} email={detail.data.user.email} />
          </div>
          <UserLoginsCard userId={id} />
          <Panel title={t.userTransactions}>
            <TransactionsPanel userId={id} status={status} onStatusChange={setStatus} />
          </Panel>
        </div>
      )}
    </>
  );
}
