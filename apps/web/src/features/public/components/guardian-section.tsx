import { SectionHeading } from '../../../components/section-heading';
import { GUARDIAN_GUIDANCE } from '../content/guidance';
import { Section } from './section';

export function GuardianSection() {
  return (
    <Section id="guardians" labelledBy="guardians-title" tone="cream">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading
          id="guardians-title"
          kicker="For guardians"
          title="The role of the wali"
          align="start"
        >
          <p>
            In Islam the wali protects a woman’s interests in marriage. On Waliyy he is not a
            bystander: he holds the account, speaks for her and stays beside her until the nikah.
          </p>
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
              <div>
                <h3 className="font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
