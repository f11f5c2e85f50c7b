import { messages, type TSettings, type TSettingsKey } from '@copyvest/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey } from '@/features/admin/api/get-audit';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { adminQueryRoot } from '@/lib/queries/query-roots';
import { refreshPublicSettings } from '@/lib/settings/public-settings';
import { toast } from '@/lib/toast';

export const adminSettingsQueryKey = [...adminQueryRoot, 'settings'] as const;

/** `GET /v1/admin/settings`: every settings group (decision 053). */
export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminSettingsQueryKey,
  queryFn: ({ signal }) => api.get<TSettings>('/v1/admin/settings', signal),
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}

/** `PUT /v1/admin/settings/{group}`: one group's whole value; the answer is every group. */
export function useSaveSettings<K extends TSettingsKey>(group: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: TSettings[K]) => api.put<TSettings>(`/v1/admin/settings/${group}`, value),
    onSuccess: (all) => {
      queryClient.setQueryData(adminSettingsQueryKey, all);
      toast.success(messages.settings.saved);
      void refreshPublicSettings();
      return queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
