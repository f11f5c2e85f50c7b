import { messages } from '@copyvest/shared';
import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { TicketStatusBadge } from '@/components/support/ticket-labels';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useMyTickets } from '@/lib/queries/tickets';
import { ticketTime } from '../components/ticket-thread';

const t = messages.tickets;

/** `/support/tickets`: the user's tickets, newest activity first, and a way to open one. */
export function MyTicketsPage() {
  const tickets = useMyTickets();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t.myTickets}
        description={t.myTicketsLead}
        actions={
          <Link to="/support/tickets/new" className={buttonStyles({})}>
            {t.newTicket}
          </Link>
        }
      />
      {tickets.isPending ? (
        <LoadingState />
      ) : tickets.isError ? (
        <ErrorState
          title={t.loadFailed}
          error={tickets.error}
          onRetry={() => void tickets.refetch()}
        />
      ) : tickets.data.tickets.length === 0 ? (
        <EmptyState title={t.noTickets} icon={LifeBuoy}>
          {t.noTicketsHint}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.$id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/support/tickets/${ticket.$id}`}
                  className="font-semibold break-words text-slate-900 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-300"
                >
                  {ticket.subject}
                </Link>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t.categoryName[ticket.category]} ·{' '}
                  {t.lastActivity(ticketTime(ticket.lastMessageAt))}
                </p>
              </div>
              {ticket.unread && (
                <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-xs font-bold text-white">
                  {t.newReply}
                </span>
              )}
              <TicketStatusBadge status={ticket.status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
