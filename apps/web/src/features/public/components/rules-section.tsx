import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading';
import { RULES } from '../content/guidance';
import { Section } from './section';

export function RulesSection() {
  return (
    <Section id="rules" labelledBy="rules-title" tone="paper">
      <SectionHeading id="rules-title" kicker="Our rules" title="Keeping Waliyy safe and sincere">
        <p>
          A few simple rules protect every family on the platform. The full text is in our{' '}
          <Link to="/terms" className="font-semibold text-brand-800 underline underline-offset-4">
            Terms and Conditions
          </Link>
          .
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {RULES.map((rule) => (
          <li
            key={rule.title}
            className="rounded-3xl border-s-4 border-gold-500 bg-cream-100 p-6 shadow-sm"
          >
            <h3 className="font-serif text-xl font-semibold text-brand-900">{rule.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{rule.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
