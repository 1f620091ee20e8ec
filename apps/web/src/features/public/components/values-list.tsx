import { useT } from '../../../i18n/translate';
import { VALUES } from '../content/founders';

type ValuesListProps = { headingLevel?: 3 | 4 };

export function ValuesList({ headingLevel = 3 }: ValuesListProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {VALUES.map((value) => (
        <li key={value.title} className="rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300">
          <Heading className="flex items-center gap-2 font-serif text-xl font-semibold text-brand-900">
            <span aria-hidden="true" className="text-gold-500">
              ✦
            </span>
            {t(value.title)}
          </Heading>
          <p className="mt-2 leading-relaxed text-muted">{t(value.description)}</p>
        </li>
      ))}
    </ul>
  );
}
