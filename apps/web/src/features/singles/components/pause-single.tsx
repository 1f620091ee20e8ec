import type { ChildProfile } from '@waliyy/contract/children';
import { buttonClass } from '../../../components/button-styles';
import { SectionCard } from '../../../components/section-card';
import { usePauseSingle } from '../../../lib/single-pause';

/**
 * 'In talks' (issue 8): a paused single is hidden from other families' recommendations and
 * explore until resumed; likes already given or received are kept.
 */
export function PauseSingle({ profile }: { profile: ChildProfile }) {
  const isPaused = profile.isPaused === true;
  const pause = usePauseSingle(profile.id);

  return (
    <SectionCard
      id="pause-single-title"
      title={isPaused ? `${profile.firstName} is paused` : `Pause ${profile.firstName}`}
      intro={
        isPaused
          ? 'Other families do not see this single until you resume. Likes are kept.'
          : 'In talks with a family? Pausing hides this single from other families until you resume. Likes are kept.'
      }
    >
      <button
        type="button"
        className={buttonClass(isPaused ? 'primary' : 'outline', 'disabled:opacity-60')}
        disabled={pause.isPending}
        onClick={() => pause.mutate(!isPaused)}
      >
        {pause.isPending ? 'Saving…' : isPaused ? 'Resume' : 'Pause'}
      </button>
    </SectionCard>
  );
}
