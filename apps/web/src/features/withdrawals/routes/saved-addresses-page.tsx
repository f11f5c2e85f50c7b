import { messages } from '@copyvest/shared';
import { BackButton } from '@/components/ui/back-button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSavedAddresses } from '@/features/withdrawals/api/get-saved-addresses';
import { SavedAddressesPanel } from '@/features/withdrawals/components/saved-addresses-panel';
import { usePaymentMethods } from '@/lib/queries/payment-methods';

/** /withdrawals/addresses: the user's saved withdrawal addresses (list, add, rename, delete). */
export function SavedAddressesPage() {
  const methods = usePaymentMethods();
  const saved = useSavedAddresses();
  const failed = methods.isError ? methods : saved.isError ? saved : null;
  return (
    <>
      <BackButton fallback="/withdrawals" className="mb-4" />
      <PageHeader
        title={messages.savedAddresses.title}
        description={messages.savedAddresses.description}
      />
      <div className="max-w-2xl">
        {methods.data && saved.data ? (
          <SavedAddressesPanel methods={methods.data} savedAddresses={saved.data} />
        ) : failed ? (
          <ErrorState
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (
          <Skeleton className="h-80" />
        )}
      </div>
    </>
  );
}
