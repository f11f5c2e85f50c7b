import { messages } from '@copyvest/shared';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { AppNav } from '@/components/layout/app-nav';
import { Logo } from '@/components/layout/logo';
import { LogoutButton } from '@/components/layout/logout-button';
import { useBodyScrollLock } from '@/lib/hooks/use-body-scroll-lock';
import { useFocusTrap } from '@/lib/hooks/use-focus-trap';

/** The signed-in navigation as a slide-in drawer on small screens. */
export function MobileDrawer({
  open,
  onClose,
  homeTo,
}: {
  open: boolean;
  onClose: () => void;
  homeTo: string;
}) {
  if (!open) return null;
  return <Drawer onClose={onClose} homeTo={homeTo} />;
}

function Drawer({ onClose, homeTo }: { onClose: () => void; homeTo: string }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useFocusTrap(panelRef, true, onClose);
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-950/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id="app-mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={messages.nav.app}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white px-4 py-5 shadow-xl outline-none dark:bg-slate-900"
      >
        <div className="mb-6 flex items-center justify-between">
          <Logo to={homeTo} className="px-2" />
          <button
            type="button"
            onClick={onClose}
            aria-label={messages.nav.closeMenu}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">
          <AppNav onNavigate={onClose} />
        </div>
        <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
          <LogoutButton />
        </div>
      </div>
    </div>
  );
}
