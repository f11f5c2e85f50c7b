import { messages } from '@copyvest/shared';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BookOpenCheck,
  LayoutDashboard,
  type LucideIcon,
  ReceiptText,
  ScrollText,
  TrendingUp,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

export const userNavItems: readonly NavItem[] = [
  { to: '/dashboard', label: messages.nav.dashboard, icon: LayoutDashboard, end: true },
  { to: '/plans', label: messages.nav.plans, icon: TrendingUp },
  { to: '/deposits', label: messages.nav.deposits, icon: ArrowDownToLine },
  { to: '/withdrawals', label: messages.nav.withdrawals, icon: ArrowUpFromLine },
  { to: '/transactions', label: messages.nav.transactions, icon: ReceiptText },
  { to: '/referrals', label: messages.nav.referrals, icon: UsersRound },
  { to: '/profile', label: messages.nav.profile, icon: UserRound },
];

export const adminNavItems: readonly NavItem[] = [
  { to: '/admin', label: messages.nav.adminOverview, icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: messages.nav.manageUsers, icon: Users },
  { to: '/admin/plans', label: messages.nav.plans, icon: TrendingUp },
  { to: '/admin/transactions', label: messages.nav.transactions, icon: ReceiptText },
  { to: '/admin/books', label: messages.nav.books, icon: BookOpenCheck },
  { to: '/admin/audit', label: messages.nav.auditLog, icon: ScrollText },
];

/** True on /admin and every path under it. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
