import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { FoundersStory } from './founders-story';
import { Section } from './section';
import { ValuesList } from './values-list';

export function FoundersSection() {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <Section id="founders" labelledBy="founders-title" tone="green">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeading
          id="founders-title"
          kicker={t('founders.kicker')}
          title={t('founders.title')}
          align="start"
        >
          <p>
            <Link
              to={localized('/about')}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {t('founders.readMore')}
            </Link>
          </p>
        </SectionHeading>
        <FoundersStory paragraphs={3} />
      </div>
      <h3 className="mt-14 font-serif text-2xl font-semibold text-brand-900">
        {t('founders.holdTo')}
      </h3>
      <div className="mt-6">
        <ValuesList headingLevel={4} />
      </div>
    </Section>
  );
}
