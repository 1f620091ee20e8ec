import { richText } from '../../../i18n/rich-text';
import { useT } from '../../../i18n/translate';

const strong = (words: string) => <strong className="font-semibold text-brand-900">{words}</strong>;

/**
 * Which choices filter and which only rank (decisions 060 and 021), said once above
 * the form; each section's intro repeats its part.
 */
export function HowChoicesWork() {
  const t = useT();
  return (
    <section
      aria-label={t('preferences.how.label')}
      className="rounded-3xl border border-brand-200 bg-brand-50 p-5 leading-relaxed text-ink sm:p-6"
    >
      <p>{richText(t('preferences.how.mustHaves'), { strong })}</p>
      <p className="mt-2">{richText(t('preferences.how.ranking'), { strong })}</p>
      <p className="mt-2">{t('preferences.how.close')}</p>
    </section>
  );
}
