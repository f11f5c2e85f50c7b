import { messages, type TUser } from '@copyvest/shared';
import { ChevronDown, LayoutDashboard, ShieldCheck, TrendingUp, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isAdminPath } from '@/components/layout/app-nav-items';
import { Avatar } from '@/components/avatar/avatar';

/** The header's account menu: profile, admin/user switch (admins only) and Upgrade Plan. */
export function AvatarMenu({ user }: { user: TUser }) {
  const { pathname } = useLocation();
  const onAdmin = isAdminPath(pathname);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = [
    {
      to: onAdmin ? '/admin/profile' : '/profile',
      label: messages.nav.profile,
      icon: UserRound,
    },
    ...(user.isAdmin
      ? [
          onAdmin
            ? { to: '/dashboard', label: messages.nav.userDashboard, icon: LayoutDashboard }
            : { to: '/admin', label: messages.nav.adminDashboard, icon: ShieldCheck },
        ]
      : []),
    { to: '/plans', label: messages.nav.upgradePlan, icon: TrendingUp },
  ];

  useEffect(() => {
    if (!open) return;
    const menuItems = menuItemsOf(menuRef.current);
    if (focusFirst === 'last') menuItems[menuItems.length - 1]?.focus();
    else if (focusFirst === 'first') menuItems[0]?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusFirst]);

  function openMenu(focus: 'first' | 'last' | null) {
    setFocusFirst(focus);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const menuItems = menuItemsOf(menuRef.current);
    const index = menuItems.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) =>
      menuItems[(next + menuItems.length) % menuItems.length]?.focus();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(menuItems.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={messages.layout.accountMenuFor(user.name)}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Avatar name={user.name} avatar={user.avatar} size="nav" decorative />
        <span className="hidden max-w-40 truncate text-sm font-medium sm:block">{user.name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={messages.nav.accountMenu}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500 dark:text-slate-400">
            {messages.layout.signedInAs(user.name)}
          </p>
          {items.map(({ to, label, icon: Icon }) => (
            <Link
              key={label}
              to={to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => close(false)}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none hover:bg-slate-100 focus:bg-emerald-50 focus:text-emerald-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-emerald-500/15 dark:focus:text-emerald-200"
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
