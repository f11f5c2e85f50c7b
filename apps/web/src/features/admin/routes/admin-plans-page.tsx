import { messages, type TPlan } from '@copyvest/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDeletePlan } from '@/features/admin/api/delete-plan';
import { PlanCard } from '@/features/admin/components/plan-card';
import { PlanModal } from '@/features/admin/components/plan-modal';
import { usePlans } from '@/lib/queries/plans';

const t = messages.admin;

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; plan: TPlan }
  | { kind: 'delete'; plan: TPlan };

/** /admin/plans: plan cards with edit and delete, and an Add Plan modal. */
export function AdminPlansPage() {
  const plans = usePlans();
  const remove = useDeletePlan();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <>
      <PageHeader
        title={messages.nav.plans}
        description={messages.pages.adminPlansText}
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t.addPlan}
          </Button>
        }
      />
      {plans.isPending ? (
        <LoadingState />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={messages.empty.plans} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.$id}>
              <PlanCard
                plan={plan}
                onEdit={() => setDialog({ kind: 'edit', plan })}
                onDelete={() => setDialog({ kind: 'delete', plan })}
              />
            </li>
          ))}
        </ul>
      )}

      <PlanModal
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        plan={dialog.kind === 'edit' ? dialog.plan : undefined}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t.deletePlanTitle}
        description={dialog.kind === 'delete' ? t.deletePlanText(dialog.plan.title) : ''}
        confirmLabel={t.delete}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (dialog.kind === 'delete') remove.mutate(dialog.plan.$id, { onSuccess: close });
        }}
      />
    </>
  );
}
