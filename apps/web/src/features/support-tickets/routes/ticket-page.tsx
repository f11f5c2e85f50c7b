import { messages } from '@copyvest/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-labels';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { useMarkTicketRead } from '../api/mark-ticket-read';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { MessageForm } from '../components/message-form';
import { TicketThread } from '../components/ticket-thread';

const t = messages.tickets;

/**
 * `/support/tickets/:id`: the thread (a desk reply appears live: the ticket's event refetches it),
 * a reply box while the ticket is not closed, and closing it after a confirmation. Seeing an
 * unread reply marks the ticket read.
 */
export function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const close = useCloseTicket();
  const markRead = useMarkTicketRead();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const unread = ticket.data?.ticket.unread === true;
  const { mutate: markAsRead } = markRead;

  useEffect(() => {
    if (unread) markAsRead(id);
  }, [unread, id, markAsRead]);

  if (ticket.isPending) return <LoadingState />;
  if (ticket.isError)
    return (
      <ErrorState
        title={t.ticketLoadFailed}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
      />
    );
  const { ticket: info, messages: thread } = ticket.data;
  const isClosed = info.status === 'closed';

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackButton fallback="/support/tickets" />
      <PageHeader
        title={info.subject}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={info.status} />
            <span>
              {t.categoryName[info.category]} · {t.priorityName[info.priority]}
            </span>
          </span>
        }
        actions={
          isClosed ? undefined : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.closeTicket}
            </Button>
          )
        }
      />
      <TicketThread items={thread} viewer="user" />
      {isClosed ? (
        <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t.closedNotice}
        </p>
      ) : (
        <section
          aria-label={t.reply}
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <MessageForm
            label={t.replyLabel}
            submitLabel={t.sendReply}
            busy={reply.isPending}
            withAttachments
            value={text}
            onChange={setText}
            onSubmit={(message, files) => reply.mutateAsync({ id, message, files })}
          />
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.closeConfirmTitle}
        description={t.closeConfirmBody}
        confirmLabel={t.closeTicket}
        busy={close.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => close.mutate(id, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
