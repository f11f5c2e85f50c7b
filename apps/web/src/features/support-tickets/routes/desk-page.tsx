import {
  messages,
  type TAdminTicketQuery,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@copyvest/shared';
import { LifeBuoy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-labels';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useDeskTickets } from '../api/desk';
import { ticketTime } from '../components/ticket-thread';

const t = messages.tickets;
const PAGE = 25;

/** The filters the queue keeps in the address (so a link, e.g. from a user's page, opens them). */
type Filter = 'status' | 'priority' | 'category' | 'assigned' | 'userId' | 'search';

/** `/admin/tickets`: the desk's queue with its filters, awaiting tickets first. */
export function DeskPage() {
  const [params, setParams] = useSearchParams();
  const offset = Number(params.get('offset') ?? 0) || 0;
  const search = params.get('search') ?? '';
  const debounced = useDebouncedValue(search, 300);
  const query: TAdminTicketQuery = {
    status: (params.get('status') || undefined) as TAdminTicketQuery['status'],
    priority: (params.get('priority') || undefined) as TAdminTicketQuery['priority'],
    category: (params.get('category') || undefined) as TAdminTicketQuery['category'],
    assigned: (params.get('assigned') || undefined) as TAdminTicketQuery['assigned'],
    userId: params.get('userId') || undefined,
    search: debounced || undefined,
    limit: PAGE,
    offset,
  };
  const tickets = useDeskTickets(query);
  const set = (key: Filter | 'offset', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'offset') next.delete('offset');
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.desk}
        description={t.deskLead}
        actions={
          <Link to="/admin/tickets/canned" className={buttonStyles({ variant: 'secondary' })}>
            {t.cannedReplies}
          </Link>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchBox
          label={t.searchLabel}
          value={search}
          onChange={(value) => set('search', value)}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectField
          size="sm"
          label={t.filterStatus}
          value={query.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t.filterAny}</option>
          {TICKET_STATUSES.map((code) => (
            <option key={code} value={code}>
              {t.statusName[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="sm"
          label={t.filterPriority}
          value={query.priority ?? ''}
          onChange={(e) => set('priority', e.target.value)}
        >
          <option value="">{t.filterAny}</option>
          {TICKET_PRIORITIES.map((code) => (
            <option key={code} value={code}>
              {t.priorityName[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="sm"
          label={t.filterCategory}
          value={query.category ?? ''}
          onChange={(e) => set('category', e.target.value)}
        >
          <option value="">{t.filterAny}</option>
          {TICKET_CATEGORIES.map((code) => (
            <option key={code} value={code}>
              {t.categoryName[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="sm"
          label={t.filterAssigned}
          value={query.assigned ?? ''}
          onChange={(e) => set('assigned', e.target.value)}
        >
          <option value="">{t.filterAny}</option>
          <option value="me">{t.assignedToMe}</option>
          <option value="unassigned">{t.unassigned}</option>
        </SelectField>
      </div>
      {tickets.isPending ? (
        <LoadingState />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.tickets.length === 0 ? (
        <EmptyState title={t.noDeskTickets} icon={LifeBuoy} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {tickets.data.tickets.map((ticket) => (
              <li key={ticket.$id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/tickets/${ticket.$id}`}
                    className="font-semibold break-words text-slate-900 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-300"
                  >
                    {ticket.subject}
                  </Link>
                  <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                    {ticket.userName} ({ticket.userEmail}) · {t.categoryName[ticket.category]} ·{' '}
                    {t.priorityName[ticket.priority]} · {t.assignee}:{' '}
                    {ticket.assigneeName ?? t.nobody} ·{' '}
                    {t.lastActivity(ticketTime(ticket.lastMessageAt))}
                  </p>
                </div>
                <TicketStatusBadge status={ticket.status} />
              </li>
            ))}
          </ul>
          <div className="flex justify-between gap-3">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => set('offset', String(Math.max(0, offset - PAGE)))}
            >
              {t.previousPage}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + PAGE >= tickets.data.total}
              onClick={() => set('offset', String(offset + PAGE))}
            >
              {t.nextPage}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
