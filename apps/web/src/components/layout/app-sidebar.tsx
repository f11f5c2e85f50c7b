import { AppNav } from '@/components/layout/app-nav';
import { Logo } from '@/components/layout/logo';
import { LogoutButton } from '@/components/layout/logout-button';

/** The desktop sidebar: logo, navigation, Logout at the bottom. */
export function AppSidebar({ homeTo }: { homeTo: string }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 lg:flex dark:border-slate-800 dark:bg-slate-900">
      <Logo to={homeTo} className="mb-8 px-2" />
      <div className="flex-1 overflow-y-auto">
        <AppNav />
      </div>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <LogoutButton />
      </div>
    </aside>
  );
}
