import { Accordion, type AccordionItem } from '../../../components/accordion';
import { SectionHeading } from '../../../components/section-heading';
import { FAQ } from '../content/faq';
import { Section } from './section';

const ITEMS: readonly AccordionItem[] = FAQ.map((entry) => ({
  title: entry.question,
  content: <p>{entry.answer}</p>,
}));

/** The ten questions, first one open (product.md §1, §9). */
export function FaqSection() {
  return (
    <Section id="faq" labelledBy="faq-title" tone="paper">
      <SectionHeading id="faq-title" kicker="FAQ" title="Frequently asked questions">
        <p>Answers to what families ask us most.</p>
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion items={ITEMS} defaultOpen={[0]} />
      </div>
    </Section>
  );
}
