import { messages } from '@copyvest/shared';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useUnreadNotifications } from '@/components/notifications/api/get-unread-notifications';
import { NotificationPanel } from '@/components/notifications/notification-panel';

const n = messages.notifications;

/**
 * The header's bell: the unread count as a badge (and in the button's name), live through the
 * realtime events (decision 029); it opens the panel of notifications. Escape or a click outside
 * closes the panel and, for Escape, focus returns to the bell.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = useUnreadNotifications().data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    }
    // Escape anywhere while open (focus may sit on the page after a button inside went disabled).
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return (
    <div className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={n.bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white"
          >
            {n.badge(unread)}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          panelRef={panelRef}
          id={panelId}
          unread={unread}
          onNavigate={() => close(false)}
          onClose={() => close(true)}
        />
      )}
    </div>
  );
}
