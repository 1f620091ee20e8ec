import { useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ClosingCall } from '../components/closing-call';
import { FoundersStory } from '../components/founders-story';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import { ValuesList } from '../components/values-list';

export function AboutPage() {
  const t = useT();
  useDocumentTitle(t('about.pageTitle'));
  return (
    <>
      <PageHeader kicker={t('about.kicker')} title={t('about.title')}>
        <p>{t('about.lead')}</p>
      </PageHeader>
      <Section labelledBy="mission-title" tone="paper">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="mission-title"
            className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
          >
            {t('about.mission')}
          </h2>
          <p className="mt-6 font-serif text-xl leading-relaxed text-brand-800 sm:text-2xl">
            {t('founders.mission')}
          </p>
        </div>
      </Section>
      <Section labelledBy="story-title">
        <div className="mx-auto max-w-3xl">
          <h2
            id="story-title"
            className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
          >
            {t('about.story')}
          </h2>
          <p className="mt-2 text-sm font-semibold uppercase tracking-widest text-gold-700">
            {t('about.foundersWords')}
          </p>
          <div className="mt-6">
            <FoundersStory />
          </div>
        </div>
      </Section>
      <Section labelledBy="values-title" tone="green">
        <h2
          id="values-title"
          className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
        >
          {t('about.values')}
        </h2>
        <div className="mt-8">
          <ValuesList />
        </div>
      </Section>
      <ClosingCall />
    </>
  );
}
