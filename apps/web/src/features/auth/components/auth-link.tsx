import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
    >
      {children}
    </Link>
  );
}
