import { messages } from '@copyvest/shared';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-emerald-600 dark:text-emerald-400">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{messages.pages.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{messages.pages.notFoundText}</p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        {messages.pages.goHome}
      </Link>
    </section>
  );
}
