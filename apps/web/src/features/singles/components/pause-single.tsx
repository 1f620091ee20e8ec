import type { ChildProfile } from '@waliyy/contract/children';
import { buttonClass } from '../../../components/button-styles';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { usePauseSingle } from '../../../lib/single-pause';

/**
 * 'In talks' (decision 012): a paused single is hidden from other families' recommendations and
 * explore until resumed; likes already given or received are kept.
 */
export function PauseSingle({ profile }: { profile: ChildProfile }) {
  const t = useT();
  const isPaused = profile.isPaused === true;
  const pause = usePauseSingle(profile.id);

  return (
    <SectionCard
      id="pause-single-title"
      title={
        isPaused
          ? t('singles.pause.titlePaused', { firstName: profile.firstName })
          : t('singles.pause.title', { firstName: profile.firstName })
      }
      intro={isPaused ? t('singles.pause.introPaused') : t('singles.pause.intro')}
    >
      <button
        type="button"
        className={buttonClass(isPaused ? 'primary' : 'outline', 'disabled:opacity-60')}
        disabled={pause.isPending}
        onClick={() => pause.mutate(!isPaused)}
      >
        {pause.isPending
          ? t('singles.saving')
          : isPaused
            ? t('singles.pause.resume')
            : t('singles.pause.pause')}
      </button>
    </SectionCard>
  );
}
