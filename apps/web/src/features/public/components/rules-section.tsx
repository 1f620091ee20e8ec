import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading';
import { richText } from '../../../i18n/rich-text';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { RULES } from '../content/guidance';
import { Section } from './section';

export function RulesSection() {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <Section id="rules" labelledBy="rules-title" tone="paper">
      <SectionHeading id="rules-title" kicker={t('rules.kicker')} title={t('rules.title')}>
        <p>
          {richText(t('rules.intro'), {
            terms: (words) => (
              <Link
                to={localized('/terms')}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {words}
              </Link>
            ),
          })}
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {RULES.map((rule) => (
          <li
            key={rule.title}
            className="rounded-3xl border-s-4 border-gold-500 bg-cream-100 p-6 shadow-sm"
          >
            <h3 className="font-serif text-xl font-semibold text-brand-900">{t(rule.title)}</h3>
            <p className="mt-2 leading-relaxed text-muted">{t(rule.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
