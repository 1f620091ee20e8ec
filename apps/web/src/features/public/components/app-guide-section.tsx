import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n/translate';
import { APP_GUIDE } from '../content/home-sections';
import { Section } from './section';

/** A tour of the signed-in app's pages, so families know what to expect before joining. */
export function AppGuideSection() {
  const t = useT();
  return (
    <Section id="app-guide" labelledBy="app-guide-title" tone="green">
      <SectionHeading id="app-guide-title" kicker={t('guide.kicker')} title={t('guide.title')}>
        <p>{t('guide.intro')}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {APP_GUIDE.map((entry) => (
          <li
            key={entry.name}
            className="flex gap-4 rounded-2xl bg-cream-50 p-5 ring-1 ring-brand-100"
          >
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-900 text-gold-300"
            >
              <span className={`guide-icon guide-icon-${entry.icon} size-6`} />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-brand-900">{t(entry.name)}</h3>
              <p className="mt-1 leading-relaxed text-muted">{t(entry.description)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
