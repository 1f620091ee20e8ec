import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../i18n/translate';
import { apiRequest } from './api-client';
import { childQueryKey } from './child';
import { refreshRecommendations } from './discovery-keys';
import { notifyError, notifySuccess } from './notify';

// Pause and resume ('in talks', decision 012: PUT /parent/child/{id}/pause) are offered by Settings
// and, for a paused single, by the dashboard (decision 021), so the mutation lives below the
// features.

export function setSinglePaused(childId: string, paused: boolean) {
  return apiRequest('PUT', `/parent/child/${encodeURIComponent(childId)}/pause`, {
    body: { paused },
    auth: true,
  });
}

/** Pauses (`true`) or resumes (`false`) one of the account's singles. */
export function usePauseSingle(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => setSinglePaused(childId, paused),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, t('shell.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: childQueryKey(childId) }),
        refreshRecommendations(queryClient, childId),
      ]);
    },
    onError: notifyError,
  });
}
