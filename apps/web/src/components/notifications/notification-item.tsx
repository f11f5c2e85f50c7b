import { formatDateTime, messages, type TNotification } from '@copyvest/shared';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '@/components/notifications/api/mark-notification-read';
import {
  notificationLink,
  notificationText,
} from '@/components/notifications/notification-content';
import { cn } from '@/lib/cn';

const n = messages.notifications;

/** One notification: heading, sentence, time, a link to its page; unread ones can be marked read. */
export function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: TNotification;
  onNavigate: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  const { heading, body } = notificationText(notification);
  const link = notificationLink(notification);

  return (
    <li className={cn('rounded-lg px-3 py-2.5', unread && 'bg-emerald-50 dark:bg-emerald-500/10')}>
      <div className="flex items-start gap-2">
        {unread && (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-600" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {heading}
            {unread && <span className="sr-only"> ({n.unread})</span>}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{body}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <time dateTime={notification.$createdAt} className="text-slate-500 dark:text-slate-400">
              {formatDateTime(notification.$createdAt)}
            </time>
            <Link
              to={link.to}
              onClick={() => {
                if (unread) markRead.mutate(notification.$id);
                onNavigate();
              }}
              className="font-medium text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-300"
            >
              {link.label}
            </Link>
            {unread && (
              <button
                type="button"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(notification.$id)}
                className="font-medium text-slate-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-60 dark:text-slate-300"
              >
                {n.markRead}
              </button>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
