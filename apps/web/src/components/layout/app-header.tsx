import { messages, type TUser } from '@copyvest/shared';
import { Menu } from 'lucide-react';
import { AvatarMenu } from '@/components/layout/avatar-menu';
import { Logo } from '@/components/layout/logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { ThemeToggle } from '@/components/ui/theme-toggle';

/**
 * The signed-in header: drawer toggle and logo on small screens, theme toggle, the notifications
 * bell, account menu.
 */
export function AppHeader({
  user,
  homeTo,
  drawerOpen,
  onOpenDrawer,
}: {
  user: TUser;
  homeTo: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8 dark:border-slate-800 dark:bg-slate-900/90">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={messages.nav.openMenu}
        aria-expanded={drawerOpen}
        aria-controls="app-mobile-drawer"
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <Logo to={homeTo} className="lg:hidden" />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle />
        <NotificationBell />
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
