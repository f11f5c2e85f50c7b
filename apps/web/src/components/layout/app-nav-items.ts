import { messages } from '@copyvest/shared';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BookOpenCheck,
  ChartColumn,
  ChartCandlestick,
  Copy,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  ReceiptText,
  ScrollText,
  Settings,
  ShieldCheck,
  Share2,
  TrendingUp,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** A live count beside the entry (decision 052): the user's unread tickets, the desk's queue. */
  badge?: 'unreadTickets' | 'awaitingTickets';
};

export const userNavItems: readonly NavItem[] = [
  { to: '/dashboard', label: messages.nav.dashboard, icon: LayoutDashboard, end: true },
  { to: '/plans', label: messages.nav.plans, icon: TrendingUp },
  { to: '/copying', label: messages.copyPages.navCopying, icon: Copy },
  { to: '/deposits', label: messages.nav.deposits, icon: ArrowDownToLine },
  { to: '/withdrawals', label: messages.nav.withdrawals, icon: ArrowUpFromLine },
  { to: '/transactions', label: messages.nav.transactions, icon: ReceiptText },
  { to: '/referrals', label: messages.nav.referrals, icon: UsersRound },
  {
    to: '/support/tickets',
    label: messages.tickets.navLabel,
    icon: LifeBuoy,
    badge: 'unreadTickets',
  },
  { to: '/profile', label: messages.nav.profile, icon: UserRound },
];

/** The trader console's entry, shown to lead traders after Copying. */
export const traderConsoleNavItem: NavItem = {
  to: '/trader',
  label: messages.copyPages.navConsole,
  icon: ChartCandlestick,
};

/** The user list with the console's entry when the user leads. */
export function userNavItemsFor(leadTrader: boolean): readonly NavItem[] {
  if (!leadTrader) return userNavItems;
  const at = userNavItems.findIndex((item) => item.to === '/copying') + 1;
  return [...userNavItems.slice(0, at), traderConsoleNavItem, ...userNavItems.slice(at)];
}

export const adminNavItems: readonly NavItem[] = [
  { to: '/admin', label: messages.nav.adminOverview, icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: messages.nav.manageUsers, icon: Users },
  { to: '/admin/plans', label: messages.nav.plans, icon: TrendingUp },
  { to: '/admin/traders', label: messages.copyPages.navAdminTraders, icon: ChartCandlestick },
  { to: '/admin/instruments', label: messages.copyPages.navAdminInstruments, icon: Landmark },
  { to: '/admin/transactions', label: messages.nav.transactions, icon: ReceiptText },
  {
    to: '/admin/tickets',
    label: messages.tickets.deskNav,
    icon: LifeBuoy,
    badge: 'awaitingTickets',
  },
  { to: '/admin/reports', label: messages.reports.nav, icon: ChartColumn },
  { to: '/admin/kyc', label: messages.kyc.queueTitle, icon: ShieldCheck },
  { to: '/admin/referral-settings', label: messages.referral.settingsTitle, icon: Share2 },
  { to: '/admin/books', label: messages.nav.books, icon: BookOpenCheck },
  { to: '/admin/audit', label: messages.nav.auditLog, icon: ScrollText },
  { to: '/admin/settings', label: messages.settings.nav, icon: Settings },
];

/** True on /admin and every path under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
