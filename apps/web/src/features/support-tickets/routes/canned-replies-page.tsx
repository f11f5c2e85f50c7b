import { CANNED_TITLE_MAX, messages, type TCannedReply } from '@copyvest/shared';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { useCannedReplies, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';
import { MessageForm } from '../components/message-form';

const t = messages.tickets;

/** `/admin/tickets/canned`: the desk's canned replies, added, edited and deleted here. */
export function CannedRepliesPage() {
  const list = useCannedReplies();
  const save = useSaveCannedReply();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<TCannedReply | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [body, setBody] = useState('');
  const [deleting, setDeleting] = useState<TCannedReply | null>(null);

  const startEdit = (reply: TCannedReply) => {
    setEditing(reply);
    setTitle(reply.title);
    setBody(reply.body);
  };
  const submit = async (text: string) => {
    if (!title.trim()) {
      setTitleError(t.cannedTitleRequired);
      throw new Error(t.cannedTitleRequired);
    }
    setTitleError(undefined);
    await save.mutateAsync({ id: editing?.$id, title, body: text });
    setEditing(null);
    setTitle('');
  };

  return (
    <div className="space-y-6">
      <BackButton fallback="/admin/tickets" />
      <PageHeader title={t.cannedReplies} description={t.cannedRepliesLead} />
      <Panel title={editing ? t.editCanned(editing.title) : t.addCanned}>
        <MessageForm
          label={t.cannedBody}
          submitLabel={t.saveCanned}
          busy={save.isPending}
          withAttachments={false}
          value={body}
          onChange={setBody}
          blankMessage={t.cannedBodyRequired}
          onSubmit={submit}
          extra={
            <TextField
              label={t.cannedTitle}
              value={title}
              maxLength={CANNED_TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
              error={titleError}
            />
          }
        />
      </Panel>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t.noCanned} icon={MessageSquareText} />
      ) : (
        <ul className="space-y-3">
          {list.data.map((reply) => (
            <li
              key={reply.$id}
              className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="font-semibold text-slate-900 dark:text-white">{reply.title}</p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                {reply.body}
              </p>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => startEdit(reply)}
                  aria-label={t.editCanned(reply.title)}
                >
                  {t.edit}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeleting(reply)}
                  aria-label={t.deleteCanned(reply.title)}
                >
                  {t.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteCannedConfirm}
        description={deleting?.title ?? ''}
        tone="danger"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate(deleting.$id, { onSettled: () => setDeleting(null) })
        }
      />
    </div>
  );
}
