import { messages } from '@copyvest/shared';
import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { Logo } from '@/components/layout/logo';
import { publicNavLinks } from '@/components/layout/public-links';
import { useSession } from '@/lib/session/use-session';

const MOBILE_MENU_ID = 'public-mobile-menu';
const linkStyles =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:text-emerald-400';

/** The public header: logo, landing anchors, theme toggle, Login (or Dashboard), mobile menu. */
export function PublicHeader() {
  const { user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation (a link, back or forward) closes the mobile menu.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  const cta = user
    ? { to: '/dashboard', label: messages.nav.dashboard }
    : { to: '/login', label: messages.nav.login };

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={messages.nav.main} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {publicNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkStyles}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Link
            to={cta.to}
            className={buttonStyles({ size: 'sm', className: 'hidden sm:inline-flex' })}
          >
            {cta.label}
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls={MOBILE_MENU_ID}
            aria-label={open ? messages.nav.closeMenu : messages.nav.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {open && (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys of the links inside (Escape, arrows) are handled once here, on the menu
        <nav
          id={MOBILE_MENU_ID}
          aria-label={messages.nav.main}
          onKeyDown={onMenuKeyDown}
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 md:hidden dark:border-slate-800 dark:bg-slate-950"
        >
          <ul className="flex flex-col">
            {publicNavLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className={`${linkStyles} block py-3 text-base`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={cta.to}
            onClick={() => setOpen(false)}
            className={buttonStyles({ fullWidth: true, className: 'mt-3' })}
          >
            {cta.label}
          </Link>
        </nav>
      )}
    </header>
  );
}
