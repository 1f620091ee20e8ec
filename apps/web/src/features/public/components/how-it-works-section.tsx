import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n/translate';
import { STEPS } from '../content/home-sections';
import { Section } from './section';

export function HowItWorksSection() {
  const t = useT();
  return (
    <Section id="how-it-works" labelledBy="how-it-works-title">
      <SectionHeading id="how-it-works-title" kicker={t('steps.kicker')} title={t('steps.title')}>
        <p>{t('steps.intro')}</p>
      </SectionHeading>
      <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-3xl bg-cream-50 p-6 shadow-sm ring-1 ring-cream-300"
          >
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-gold-400 font-serif text-xl font-bold text-brand-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-serif text-xl font-semibold text-brand-900">
              <span className="sr-only">{t('steps.number', { number: index + 1 })}</span>
              {t(step.title)}
            </h3>
            <p className="mt-2 leading-relaxed text-muted">{t(step.description)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
