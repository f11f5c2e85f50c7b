import { messages, type TAdjustment, type TFigure, type TUser } from '@copyvest/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyUserChange } from '@/features/admin/api/user-cache';
import { segment } from '@/features/admin/utils/query-string';
import { errorMessage } from '@/lib/error-message';

/**
 * `POST /v1/users/{id}/adjustments`: adds signed cents to balance, profit or bonus (negative
 * subtracts, never below zero). One Idempotency-Key per click, so a retried request applies once.
 */
export function adjustUser(id: string, input: TAdjustment, idempotencyKey: string): Promise<TUser> {
  return apiRequest<TUser>(`/v1/users/${segment(id)}/adjustments`, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

const TOASTS: Record<TFigure, { success: string; failure: string }> = {
  balance: { success: messages.toast.balanceUpdated, failure: messages.toast.balanceUpdateFailed },
  profit: { success: messages.toast.profitUpdated, failure: messages.toast.profitUpdateFailed },
  bonus: { success: messages.toast.bonusUpdated, failure: messages.toast.bonusUpdateFailed },
};

export function useAdjustUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAdjustment) => adjustUser(id, input, crypto.randomUUID()),
    onSuccess: (user, input) => {
      toast.success(TOASTS[input.figure].success);
      return applyUserChange(queryClient, user);
    },
    onError: (error, input) => {
      toast.error(errorMessage(error, TOASTS[input.figure].failure));
    },
  });
}
