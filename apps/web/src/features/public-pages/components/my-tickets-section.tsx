import { messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { QueryProvider } from '@/app/query-provider';
import { TicketStatusBadge } from '@/components/support/ticket-labels';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useMyTickets } from '@/lib/queries/tickets';

const t = messages.tickets;
/** How many of their tickets a signed-in visitor of /support sees here (the rest on their page). */
const SHOWN = 5;

/** On /support for a signed-in user (decision 052): their latest tickets and "New ticket". */
export function MyTicketsSection() {
  return (
    <QueryProvider>
      <MyTickets />
    </QueryProvider>
  );
}

function MyTickets() {
  const tickets = useMyTickets();
  return (
    <section
      aria-labelledby="support-my-tickets-title"
      className="rounded-3xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2
            id="support-my-tickets-title"
            className="text-2xl font-semibold text-slate-900 dark:text-white"
          >
            {t.myTickets}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t.myTicketsLead}</p>
        </div>
        <Link to="/support/tickets/new" className={buttonStyles({})}>
          {t.newTicket}
        </Link>
      </div>
      <div className="mt-6">
        {tickets.isPending ? (
          <LoadingState />
        ) : tickets.isError ? (
          <ErrorState
            title={t.loadFailed}
            error={tickets.error}
            onRetry={() => void tickets.refetch()}
          />
        ) : tickets.data.tickets.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.noTickets}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {tickets.data.tickets.slice(0, SHOWN).map((ticket) => (
              <li key={ticket.$id} className="flex flex-wrap items-center gap-3 py-3">
                <Link
                  to={`/support/tickets/${ticket.$id}`}
                  className="min-w-0 flex-1 font-medium break-words text-slate-900 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-300"
                >
                  {ticket.subject}
                </Link>
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
        {(tickets.data?.total ?? 0) > 0 && (
          <Link
            to="/support/tickets"
            className="mt-4 inline-block text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            {t.backToTickets}
          </Link>
        )}
      </div>
    </section>
  );
}
