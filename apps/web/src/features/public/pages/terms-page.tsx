import { useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../components/page-header';
import { TERMS } from '../content/terms';

export function TermsPage() {
  const t = useT();
  useDocumentTitle(t('nav.terms'));
  return (
    <>
      <PageHeader kicker={t('terms.kicker')} title={t('nav.terms')}>
        <p>{t('terms.lastUpdated')}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('terms.sections')} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-widest text-gold-700">
            {t('terms.contents')}
          </h2>
          <ol className="mt-4 space-y-1 text-muted">
            {TERMS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-1 hover:text-brand-900 hover:underline"
                >
                  {t('terms.numbered', { number: index + 1, title: t(section.title) })}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl space-y-10">
          {TERMS.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2
                id={`${section.id}-title`}
                className="font-serif text-2xl font-semibold text-brand-900"
              >
                {t('terms.numbered', { number: index + 1, title: t(section.title) })}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-muted">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{t(paragraph)}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
