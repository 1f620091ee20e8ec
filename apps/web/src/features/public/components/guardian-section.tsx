import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n/translate';
import { GUARDIAN_GUIDANCE } from '../content/guidance';
import { Section } from './section';

export function GuardianSection() {
  const t = useT();
  return (
    <Section id="guardians" labelledBy="guardians-title" tone="cream">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading
          id="guardians-title"
          kicker={t('guardians.kicker')}
          title={t('guardians.title')}
          align="start"
        >
          <p>{t('guardians.intro')}</p>
        </SectionHeading>
        <ol className="space-y-4">
          {GUARDIAN_GUIDANCE.map((item, index) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-2xl bg-cream-50 p-5 ring-1 ring-cream-300"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-900 font-semibold text-gold-300"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-brand-900">{t(item.title)}</h3>
                <p className="mt-1 leading-relaxed text-muted">{t(item.description)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
