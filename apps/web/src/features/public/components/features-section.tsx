import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n/translate';
import { FEATURES } from '../content/home-sections';
import { FeatureIcon } from './feature-icon';
import { Section } from './section';

export function FeaturesSection() {
  const t = useT();
  return (
    <Section id="features" labelledBy="features-title" tone="paper">
      <SectionHeading id="features-title" kicker={t('features.kicker')} title={t('features.title')}>
        <p>{t('features.intro')}</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature, index) => (
          <li
            key={feature.title}
            className="rounded-3xl border border-cream-300 bg-cream-100 p-6 transition-shadow hover:shadow-md sm:p-8"
          >
            <FeatureIcon index={index} />
            <h3 className="mt-5 font-serif text-xl font-semibold text-brand-900">
              {t(feature.title)}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{t(feature.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
