import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildProfile } from '@waliyy/contract/children';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { childQueryKey } from '../../../lib/child';

/**
 * 'In talks' (issue 8): a paused single is hidden from other families' recommendations and
 * explore until resumed; likes already given or received are kept.
 */
export function PauseSingle({ profile }: { profile: ChildProfile }) {
  const queryClient = useQueryClient();
  const isPaused = profile.isPaused === true;
  const pause = useMutation({
    mutationFn: (paused: boolean) =>
      apiRequest('PUT', `/parent/child/${encodeURIComponent(profile.id)}/pause`, {
        body: { paused },
        auth: true,
      }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: childQueryKey(profile.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <section
      aria-labelledby="pause-single-title"
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8"
    >
      <h2 id="pause-single-title" className="font-serif text-2xl font-semibold text-brand-900">
        {isPaused ? `${profile.firstName} is paused` : `Pause ${profile.firstName}`}
      </h2>
      <p className="mt-2 leading-relaxed text-muted">
        {isPaused
          ? 'Other families do not see this single until you resume. Likes are kept.'
          : 'In talks with a family? Pausing hides this single from other families until you resume. Likes are kept.'}
      </p>
      <button
        type="button"
        className={buttonClass(isPaused ? 'primary' : 'outline', 'mt-6 disabled:opacity-60')}
        disabled={pause.isPending}
        onClick={() => pause.mutate(!isPaused)}
      >
        {pause.isPending ? 'Saving…' : isPaused ? 'Resume' : 'Pause'}
      </button>
    </section>
  );
}
