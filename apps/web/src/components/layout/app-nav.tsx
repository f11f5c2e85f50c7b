import { messages } from '@copyvest/shared';
import { NavLink, useLocation } from 'react-router';
import { adminNavItems, isAdminPath, userNavItemsFor } from '@/components/layout/app-nav-items';
import { useIsLeadTrader } from '@/lib/queries/trader-console';
import { cn } from '@/lib/cn';

/** The signed-in navigation: the admin list on /admin paths, the user list elsewhere. */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const leadTrader = useIsLeadTrader();
  const items = isAdminPath(pathname) ? adminNavItems : userNavItemsFor(leadTrader);
  return (
    <nav aria-label={messages.nav.app}>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, end }) => (
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
