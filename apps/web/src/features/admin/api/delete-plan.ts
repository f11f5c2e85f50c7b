import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { plansQueryKey } from '@/lib/queries/plans';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

/** `DELETE /v1/plans/{id}` → 204. */
export function deletePlan(id: string): Promise<void> {
  return api.delete(`/v1/plans/${segment(id)}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => {
      toast.success(messages.toast.planDeleted);
      return invalidateWithAudit(queryClient, plansQueryKey);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
