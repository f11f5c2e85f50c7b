import { messages, type TPaymentMethod, type TPaymentMethodInput } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateWithAudit } from '@/features/admin/api/invalidate-with-audit';
import { paymentMethodsQueryKey } from '@/lib/queries/payment-methods';

/** `POST /v1/payment-methods` → 201; 409 when the short id is taken. */
export function createPaymentMethod(input: TPaymentMethodInput): Promise<TPaymentMethod> {
  return api.post<TPaymentMethod>('/v1/payment-methods', input);
}

export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: () => {
      toast.success(messages.admin.paymentMethodAdded);
      return invalidateWithAudit(queryClient, paymentMethodsQueryKey);
    },
    onError: () => {
      toast.error(messages.toast.paymentMethodFailed);
    },
  });
}
