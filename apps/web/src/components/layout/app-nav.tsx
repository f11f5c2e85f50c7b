import { messages } from '@copyvest/shared';
import { NavLink, useLocation } from 'react-router';
import { adminNavItems, isAdminPath, userNavItemsFor } from '@/components/layout/app-nav-items';
import { useIsLeadTrader } from '@/lib/queries/trader-console';
import { useAwaitingTickets, useUnreadTickets } from '@/lib/queries/tickets';
import { CountBadge } from '@/components/support/ticket-labels';
import { cn } from '@/lib/cn';

/** The signed-in navigation: the admin list on /admin paths, the user list elsewhere. */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const leadTrader = useIsLeadTrader();
  const items = isAdminPath(pathname) ? adminNavItems : userNavItemsFor(leadTrader);
  return (
    <nav aria-label={messages.nav.app}>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, end, badge }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-500',
                  isActive
                    ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {label}
              {badge === 'unreadTickets' && <UnreadTicketsBadge />}
              {badge === 'awaitingTickets' && <AwaitingTicketsBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The user's tickets with an unread desk reply, beside Support (live: a ticket event refetches). */
function UnreadTicketsBadge() {
  const { data = 0 } = useUnreadTickets();
  return <CountBadge count={data} label={messages.tickets.unreadBadge(data)} />;
}

/** The open tickets awaiting the desk, beside Tickets on the admin navigation. */
function AwaitingTicketsBadge() {
  const { data = 0 } = useAwaitingTickets();
  return <CountBadge count={data} label={messages.tickets.awaitingBadge(data)} />;
}
