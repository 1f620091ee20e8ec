import { useDocumentTitle } from '../../../lib/use-document-title';
import { ClosingCall } from '../components/closing-call';
import { FoundersStory } from '../components/founders-story';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import { ValuesList } from '../components/values-list';
import { MISSION } from '../content/founders';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <PageHeader kicker="About Waliyy" title="Marriage, the way our faith teaches">
        <p>
          Waliyy is a halal marriage platform for Muslim singles and their guardians — guardian-led,
          private and built on Islamic values.
        </p>
      </PageHeader>
      <Section labelledBy="mission-title" tone="paper">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="mission-title"
            className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
          >
            Our mission
          </h2>
          <p className="mt-6 font-serif text-xl leading-relaxed text-brand-800 sm:text-2xl">
            {MISSION}
          </p>
        </div>
      </Section>
      <Section labelledBy="story-title">
        <div className="mx-auto max-w-3xl">
          <h2
            id="story-title"
            className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
          >
            Our story
          </h2>
          <p className="mt-2 text-sm font-semibold uppercase tracking-widest text-gold-700">
            In the founders’ words
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
          Our values
        </h2>
        <div className="mt-8">
          <ValuesList />
        </div>
      </Section>
      <ClosingCall />
    </>
  );
}
