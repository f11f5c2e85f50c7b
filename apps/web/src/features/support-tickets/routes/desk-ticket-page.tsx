import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-labels';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { formatMoney } from '@copyvest/shared';
import { useAdminUsers } from '@/lib/queries/admin-users';
import { useSession } from '@/lib/session/use-session';
import { useCannedReplies } from '../api/canned-replies';
import {
  useAddTicketNote,
  useAnswerTicket,
  useAssignTicket,
  useCloseDeskTicket,
  useDeskTicket,
  useReopenTicket,
} from '../api/desk';
import { MessageForm } from '../components/message-form';
import { TicketThread, ticketTime } from '../components/ticket-thread';

const t = messages.tickets;

/**
 * `/admin/tickets/:id`: the thread and a reply (with canned replies), the internal notes, the
 * assignment, close or reopen, and a summary of the user with a link to their page.
 */
export function DeskTicketPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const ticket = useDeskTicket(id);
  const canned = useCannedReplies();
  const answer = useAnswerTicket();
  const addNote = useAddTicketNote();
  const assign = useAssignTicket();
  const admins = useAdminUsers();
  const close = useCloseDeskTicket();
  const reopen = useReopenTicket();
  const [reply, setReply] = useState('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);

  if (ticket.isPending) return <LoadingState />;
  if (ticket.isError)
    return (
      <ErrorState
        title={t.ticketLoadFailed}
        error={ticket.error}
        onRetry={() => void ticket.refetch()}
      />
    );
  const { ticket: info, messages: thread, notes, user } = ticket.data;
  const isClosed = info.status === 'closed';

  return (
    <div className="space-y-6">
      <BackButton fallback="/admin/tickets" />
      <PageHeader
        title={info.subject}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={info.status} />
            <span>
              {t.categoryName[info.category]} · {t.priorityName[info.priority]} · {t.assignee}:{' '}
              {info.assigneeName ?? t.nobody}
            </span>
          </span>
        }
        actions={
          isClosed ? (
            <Button variant="secondary" busy={reopen.isPending} onClick={() => reopen.mutate(id)}>
              {t.reopen}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.closeTicket}
            </Button>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <TicketThread items={thread} viewer="staff" />
          {!isClosed && (
            <Panel title={t.reply}>
              <MessageForm
                label={t.replyLabel}
                submitLabel={t.sendReply}
                busy={answer.isPending}
                withAttachments
                value={reply}
                onChange={setReply}
                onSubmit={(message, files) => answer.mutateAsync({ id, message, files })}
                extra={
                  (canned.data?.length ?? 0) > 0 ? (
                    <SelectField
                      label={t.insertCanned}
                      value=""
                      onChange={(event) => {
                        const chosen = canned.data?.find((c) => c.$id === event.target.value);
                        if (chosen)
                          setReply((text) => (text ? `${text}\n\n${chosen.body}` : chosen.body));
                      }}
                    >
                      <option value="">{t.chooseCanned}</option>
                      {canned.data?.map((c) => (
                        <option key={c.$id} value={c.$id}>
                          {c.title}
                        </option>
                      ))}
                    </SelectField>
                  ) : undefined
                }
              />
            </Panel>
          )}
        </div>
        <div className="space-y-6">
          <Panel title={t.userSummary}>
            <dl className="space-y-2 text-sm text-slate-800 dark:text-slate-200">
              <div>
                <dt className="font-medium">{t.user}</dt>
                <dd className="break-words">
                  {user.name} ({user.email})
                </dd>
              </div>
              <div>
                <dt className="font-medium">{messages.admin.balance}</dt>
                <dd>{formatMoney(user.balance)}</dd>
              </div>
              <div>
                <dt className="font-medium">{t.userTickets}</dt>
                <dd>
                  {user.openTickets} / {user.totalTickets}
                </dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3 text-sm">
              <Link
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
                to={`/admin/users/${user.$id}`}
              >
                {t.viewUser}
              </Link>
              <Link
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
                to={`/admin/tickets?userId=${encodeURIComponent(user.$id)}`}
              >
                {t.viewUserTickets}
              </Link>
            </div>
          </Panel>
          <Panel title={t.assignee}>
            <div className="flex flex-wrap gap-3">
              {me && info.assigneeId !== me.$id && (
                <Button
                  size="sm"
                  busy={assign.isPending}
                  onClick={() => assign.mutate({ id, assigneeId: me.$id })}
                >
                  {t.assignToMe}
                </Button>
              )}
              {info.assigneeId && (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={assign.isPending}
                  onClick={() => assign.mutate({ id, assigneeId: null })}
                >
                  {t.unassigned}
                </Button>
              )}
            </div>
            {/* Any active admin may take the ticket (the server checks the one chosen is). */}
            <SelectField
              label={t.assignTo}
              size="sm"
              className="mt-3"
              value={info.assigneeId ?? ''}
              disabled={assign.isPending || !admins.data}
              onChange={(e) => assign.mutate({ id, assigneeId: e.target.value || null })}
            >
              <option value="">{t.nobody}</option>
              {(admins.data ?? [])
                .filter((admin) => admin.isActive || admin.$id === info.assigneeId)
                .map((admin) => (
                  <option key={admin.$id} value={admin.$id}>
                    {admin.name || admin.email}
                  </option>
                ))}
            </SelectField>
          </Panel>
          <Panel title={t.internalNotes}>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t.internalNotesHint}</p>
            {notes.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.noNotes}</p>
            ) : (
              <ul className="mb-4 space-y-3">
                {notes.map((n) => (
                  <li
                    key={n.$id}
                    className="rounded-lg bg-amber-50 p-3 text-sm dark:bg-amber-500/10"
                  >
                    <p className="font-medium text-slate-900 dark:text-white">
                      {n.authorName} ·{' '}
                      <time dateTime={n.$createdAt}>{ticketTime(n.$createdAt)}</time>
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                      {n.body}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <MessageForm
              label={t.noteLabel}
              submitLabel={t.addNote}
              busy={addNote.isPending}
              withAttachments={false}
              value={note}
              onChange={setNote}
              blankMessage={t.noteRequired}
              onSubmit={(text) => addNote.mutateAsync({ id, note: text })}
            />
          </Panel>
        </div>
      </div>
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
