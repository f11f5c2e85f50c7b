import { messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { appName } from '@/content/brand';
import { Logo } from '@/components/layout/logo';
import { footerLinks } from '@/components/layout/public-links';

/** The public footer: the specification's links, what the product does, and a risk notice. */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <div className="max-w-md space-y-4">
          <Logo />
          <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">
            {messages.layout.footerText}
          </p>
        </div>
        <nav aria-label={messages.nav.footer}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded text-sm text-slate-700 hover:text-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:text-emerald-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs leading-5 text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{messages.layout.riskNotice}</p>
          <p>{messages.layout.copyright(new Date().getFullYear(), appName())}</p>
        </div>
      </div>
    </footer>
  );
}
