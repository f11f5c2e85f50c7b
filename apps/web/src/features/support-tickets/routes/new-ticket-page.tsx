import {
  messages,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SUBJECT_MAX,
  type TTicketCategory,
  type TTicketPriority,
} from '@copyvest/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useOpenTicket } from '../api/open-ticket';
import { MessageForm } from '../components/message-form';

const t = messages.tickets;

/** `/support/tickets/new`: subject, category, priority, message and up to three attachments. */
export function NewTicketPage() {
  const navigate = useNavigate();
  const open = useOpenTicket();
  const [subject, setSubject] = useState('');
  const [subjectError, setSubjectError] = useState<string>();
  const [category, setCategory] = useState<TTicketCategory>('account');
  const [priority, setPriority] = useState<TTicketPriority>('normal');
  const [message, setMessage] = useState('');

  const submit = async (text: string, files: File[]) => {
    if (!subject.trim()) {
      setSubjectError(t.subjectRequired);
      throw new Error(t.subjectRequired);
    }
    setSubjectError(undefined);
    const created = await open.mutateAsync({ subject, category, priority, message: text, files });
    await navigate(`/support/tickets/${created.ticket.$id}`);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <BackButton fallback="/support/tickets" />
      <PageHeader title={t.newTicketTitle} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <MessageForm
          label={t.message}
          submitLabel={t.submit}
          busy={open.isPending}
          withAttachments
          value={message}
          onChange={setMessage}
          onSubmit={submit}
          extra={
            <>
              <TextField
                label={t.subject}
                value={subject}
                maxLength={TICKET_SUBJECT_MAX}
                onChange={(event) => setSubject(event.target.value)}
                error={subjectError}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t.category}
                  value={category}
                  onChange={(event) => setCategory(event.target.value as TTicketCategory)}
                >
                  {TICKET_CATEGORIES.map((code) => (
                    <option key={code} value={code}>
                      {t.categoryName[code]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t.priority}
                  value={priority}
                  onChange={(event) => setPriority(event.target.value as TTicketPriority)}
                >
                  {TICKET_PRIORITIES.map((code) => (
                    <option key={code} value={code}>
                      {t.priorityName[code]}
                    </option>
                  ))}
                </SelectField>
              </div>
            </>
          }
        />
      </div>
    </div>
  );
}
