import { messages, type TPlan, type TPlanInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { plansQueryKey } from '@/lib/queries/plans';
import { errorMessage } from '@/lib/error-message';

/** `POST /v1/plans` → 201 with the plan (min and max in cents, roi in percent per day). */
export function createPlan(input: TPlanInput): Promise<TPlan> {
  return api.post<TPlan>('/v1/plans', input);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => {
      toast.success(messages.toast.planCreated);
      return invalidateWithAudit(queryClient, plansQueryKey);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
