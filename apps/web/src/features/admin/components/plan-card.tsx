import { formatMoney, messages, type TPlan } from '@copyvest/shared';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/features/admin/components/badge';

const t = messages.admin;

/** A plan as the admin sees it: its figures, a delete icon and an Edit Plan button. */
export function PlanCard({
  plan,
  onEdit,
  onDelete,
}: {
  plan: TPlan;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `admin-plan-${plan.$id}`;
  const rows: [string, string][] = [
    [t.minAmount, formatMoney(plan.min)],
    [t.maxAmount, formatMoney(plan.max)],
    [t.roi, `${plan.roi}%`],
    [t.duration, t.days(plan.days)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="text-lg font-semibold break-words text-slate-900 dark:text-white"
          >
            {plan.title}
          </h2>
          {plan.isRecommended && (
            <Badge tone="success" className="mt-1">
              <Sparkles className="size-3" aria-hidden="true" />
              {t.recommended}
            </Badge>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t.deleteNamed(plan.title)}
          className="shrink-0 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <dl className="mt-4 flex-1 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-center justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 dark:border-slate-800"
          >
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="secondary"
        fullWidth
        className="mt-4"
        onClick={onEdit}
        aria-describedby={titleId}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {t.editPlan}
      </Button>
    </article>
  );
}
