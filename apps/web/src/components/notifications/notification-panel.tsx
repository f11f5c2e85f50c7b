import { messages } from '@copyvest/shared';
import { BellOff, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useNotifications } from '@/components/notifications/api/list-notifications';
import { useMarkAllNotificationsRead } from '@/components/notifications/api/mark-all-notifications-read';
import { NotificationItem } from '@/components/notifications/notification-item';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingState } from '@/components/ui/loading-state';

const n = messages.notifications;

/**
 * The bell's panel (a non-modal dialog): the newest notifications with their time and a link,
 * "Mark all as read", more on demand. Full width under the header on small screens.
 */
export function NotificationPanel({
  panelRef,
  id,
  unread,
  onNavigate,
  onClose,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  id: string;
  unread: number;
  onNavigate: () => void;
  onClose: () => void;
}) {
  const list = useNotifications(true);
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const headingId = `${id}-heading`;

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-40 mt-1 flex max-h-[calc(100dvh-5rem)] flex-col rounded-xl border border-slate-200 bg-white shadow-lg outline-none sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {n.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          disabled={unread === 0}
          busy={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              // The button goes disabled with nothing left unread: keep the focus in the panel.
              onSuccess: () => {
                if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
              },
            })
          }
        >
          {n.markAllRead}
        </Button>
        <button
          type="button"
          aria-label={n.close}
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="overflow-y-auto p-2">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError && items.length === 0 ? (
          <ErrorState
            title={n.loadFailed}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            className="border-0"
          />
        ) : items.length === 0 ? (
          <EmptyState title={n.empty} icon={BellOff} className="border-0">
            <p className="text-sm text-slate-500 dark:text-slate-400">{n.emptyHint}</p>
          </EmptyState>
        ) : (
          <>
            <ul aria-labelledby={headingId} className="flex flex-col gap-1">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.$id}
                  notification={notification}
                  onNavigate={onNavigate}
                />
              ))}
            </ul>
            <LoadMoreButton
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              fetchNextPage={list.fetchNextPage}
              size="sm"
              className="p-2"
            />
          </>
        )}
      </div>
    </div>
  );
}
