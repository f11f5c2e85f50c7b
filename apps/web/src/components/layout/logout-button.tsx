import { messages } from '@copyvest/shared';
import { LogOut } from 'lucide-react';
import { useLogout } from '@/lib/session/use-logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-500/10"
    >
      <LogOut className="size-5" aria-hidden="true" />
      {logout.isPending ? messages.ui.loggingOut : messages.ui.logout}
    </button>
  );
}
