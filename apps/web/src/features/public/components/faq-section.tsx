import { Accordion, type AccordionItem } from '../../../components/accordion';
import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n/translate';
import { FAQ } from '../content/faq';
import { Section } from './section';

/** The ten questions, first one open (product.md §1, §9). */
export function FaqSection() {
  const t = useT();
  const items: readonly AccordionItem[] = FAQ.map((entry) => ({
    title: t(entry.question),
    content: <p>{t(entry.answer)}</p>,
  }));
  return (
    <Section id="faq" labelledBy="faq-title" tone="paper">
      <SectionHeading id="faq-title" kicker={t('faq.kicker')} title={t('faq.title')}>
        <p>{t('faq.intro')}</p>
      </SectionHeading>
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion items={items} defaultOpen={[0]} />
      </div>
    </Section>
  );
}
