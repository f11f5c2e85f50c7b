import { messages } from '@copyvest/shared';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

/** What an account waiting for activation sees instead of its dashboard. */
export function InactiveNotice() {
  return (
    <section className="mx-auto mt-6 max-w-xl rounded-2xl border border-amber-200 bg-white p-8 text-center shadow-sm sm:mt-12 dark:border-amber-500/30 dark:bg-slate-900">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <Clock className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
        {messages.ui.inactiveHeading}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{messages.ui.inactiveText}</p>
      <Link to="/support" className={buttonStyles({ className: 'mt-6' })}>
        {messages.ui.contactSupport}
      </Link>
    </section>
  );
}
