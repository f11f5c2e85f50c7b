import { messages, type TPaymentMethod, type TPaymentMethodInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { paymentMethodsQueryKey } from '@/lib/queries/payment-methods';
import { segment } from '@/features/admin/utils/query-string';

/** `PATCH /v1/payment-methods/{id}`; 409 when the new short id is taken. */
export function updatePaymentMethod(
  id: string,
  input: TPaymentMethodInput,
): Promise<TPaymentMethod> {
  return api.patch<TPaymentMethod>(`/v1/payment-methods/${segment(id)}`, input);
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TPaymentMethodInput }) =>
      updatePaymentMethod(id, input),
    onSuccess: () => {
      toast.success(messages.admin.paymentMethodUpdated);
      return invalidateWithAudit(queryClient, paymentMethodsQueryKey);
    },
    onError: () => {
      toast.error(messages.toast.paymentMethodFailed);
    },
  });
}
