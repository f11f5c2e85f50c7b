import { messages, type TTicketMessage } from '@copyvest/shared';
import { Paperclip } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PROJECT_ID } from '@/lib/project';

const t = messages.tickets;

/** Where an attachment is read: the storage API, which lets only its owner and admins in. */
const attachmentUrl = (bucketId: string, fileId: string) =>
  `/v1/storage/buckets/${encodeURIComponent(bucketId)}/files/${encodeURIComponent(fileId)}/view?project=${encodeURIComponent(PROJECT_ID)}`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A ticket's public thread, oldest first: the user's messages on one side, the support team's on
 * the other. `viewer` names whose side is "You".
 */
export function TicketThread({
  items,
  viewer,
}: {
  items: TTicketMessage[];
  viewer: 'user' | 'staff';
}) {
  return (
    <ol className="space-y-4" aria-label={t.reply}>
      {items.map((item) => {
        const own = (viewer === 'staff') === item.fromStaff;
        return (
          <li
            key={item.$id}
            className={cn(
              'rounded-2xl border p-4 sm:max-w-[85%]',
              item.fromStaff
                ? 'border-emerald-200 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40'
                : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
              own ? 'sm:ml-auto' : '',
            )}
          >
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              {item.fromStaff ? t.staff : item.authorName}
              {own && viewer === 'user' ? ` (${t.you})` : ''}
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
                <time dateTime={item.$createdAt}>{when(item.$createdAt)}</time>
              </span>
            </p>
            <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
              {item.body}
            </p>
            {item.attachments.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {item.attachments.map((file) => (
                  <li key={file.fileId}>
                    <a
                      href={attachmentUrl(file.bucketId, file.fileId)}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-800 hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:text-slate-200"
                    >
                      <Paperclip className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">{t.attachment(file.name)}</span>
                      <span aria-hidden="true">{file.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export { when as ticketTime };
