import { messages, type TPlan, type TPlanInput } from '@copyvest/shared';
import { Modal } from '@/components/ui/modal';
import { useCreatePlan } from '@/features/admin/api/create-plan';
import { useUpdatePlan } from '@/features/admin/api/update-plan';
import { PlanForm, planToFormValues } from '@/features/admin/components/plan-form';
import { ApiError } from '@/lib/api-client';

const t = messages.admin;

/**
 * "Add Plan", or "Edit Plan" (Save Changes) when given a plan; closes once saved. A title another
 * plan has is refused by the server and shown under Title.
 */
export function PlanModal({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan?: TPlan;
  onClose: () => void;
}) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const busy = create.isPending || update.isPending;
  const failure = plan ? update.error : create.error;
  const titleError =
    failure instanceof ApiError && failure.type === 'plan_already_exists'
      ? failure.message
      : undefined;

  function save(input: TPlanInput) {
    if (plan) update.mutate({ id: plan.$id, input }, { onSuccess: onClose });
    else create.mutate(input, { onSuccess: onClose });
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={plan ? t.editPlan : t.addPlan}
    >
      <PlanForm
        key={plan?.$id ?? 'new'}
        defaultValues={plan ? planToFormValues(plan) : undefined}
        submitLabel={plan ? t.saveChanges : t.addPlan}
        busy={busy}
        onSubmit={save}
        titleError={titleError}
      />
    </Modal>
  );
}
