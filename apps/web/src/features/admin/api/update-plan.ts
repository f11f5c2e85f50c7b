import { messages, type TPlan, type TPlanInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { plansQueryKey } from '@/lib/queries/plans';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

/** `PATCH /v1/plans/{id}` with the whole plan. */
export function updatePlan(id: string, input: TPlanInput): Promise<TPlan> {
  return api.patch<TPlan>(`/v1/plans/${segment(id)}`, input);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TPlanInput }) => updatePlan(id, input),
    onSuccess: () => {
      toast.success(messages.toast.planUpdated);
      return invalidateWithAudit(queryClient, plansQueryKey);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
