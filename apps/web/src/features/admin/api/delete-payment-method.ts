import { messages } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { paymentMethodsQueryKey } from '@/lib/queries/payment-methods';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

/** `DELETE /v1/payment-methods/{id}` → 204. */
export function deletePaymentMethod(id: string): Promise<void> {
  return api.delete(`/v1/payment-methods/${segment(id)}`);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => {
      toast.success(messages.admin.paymentMethodDeleted);
      return invalidateWithAudit(queryClient, paymentMethodsQueryKey);
    },
    onError: (error) => {
      toast.error(errorMessage(error, messages.admin.paymentMethodDeleteFailed));
    },
  });
}
