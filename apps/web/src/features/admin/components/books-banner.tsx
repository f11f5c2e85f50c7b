import { messages } from '@copyvest/shared';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { useOverview } from '@/features/admin/api/get-overview';

const t = messages.books;

/** Above every admin page while the newest reconciliation found anomalies (decision 037). */
export function BooksBanner() {
  const { data } = useOverview();
  const last = data?.lastReconciliation;
  if (!last || last.ok) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
      <p className="font-semibold">{t.bannerTitle}</p>
      <p>{t.bannerText(last.anomalies)}</p>
      <Link
        to="/admin/books"
        className="font-medium underline focus-visible:outline-2 focus-visible:outline-red-600"
      >
        {t.bannerLink}
      </Link>
    </div>
  );
}
