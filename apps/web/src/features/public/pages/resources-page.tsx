import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { richText } from '../../../i18n/rich-text';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/section';
import {
  BLOG_PATH,
  TUTORIAL_ANCHOR,
  TUTORIAL_STEPS,
  VIDEO_CHANNEL_URL,
} from '../content/resources';

const ICONS = {
  // A play button in a screen.
  video: 'M3 5h18v14H3zm7 4v6l5-3z',
  // An open book.
  guide: 'M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5zm0 0v13',
  // A pen over a line.
  blog: 'M4 20h16M6 16l9.5-9.5a2.1 2.1 0 0 1 3 3L9 19H6z',
};

const cardClass =
  'group flex h-full flex-col rounded-3xl bg-cream-50 p-6 ring-1 ring-cream-300 transition-shadow hover:shadow-md sm:p-8';
const ctaClass =
  'mt-auto pt-6 font-semibold text-brand-800 underline underline-offset-4 group-hover:text-brand-900';

export function ResourcesPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('nav.resources'));
  return (
    <>
      <PageHeader kicker={t('nav.resources')} title={t('resources.title')}>
        <p>{t('resources.lead')}</p>
      </PageHeader>
      <Section labelledBy="resources-title" tone="paper">
        <h2 id="resources-title" className="sr-only">
          {t('resources.where')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <a
              href={VIDEO_CHANNEL_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={cardClass}
            >
              <LineIcon path={ICONS.video} />
              <h3 className="mt-4 font-serif text-2xl font-semibold text-brand-900">
                {t('resources.video.title')}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{t('resources.video.text')}</p>
              <span className={ctaClass}>
                {richText(t('resources.video.link'), {
                  newTab: (words) => <span className="sr-only">{words}</span>,
                })}
              </span>
            </a>
          </li>
          <li>
            <a href={`#${TUTORIAL_ANCHOR}`} className={cardClass}>
              <LineIcon path={ICONS.guide} />
              <h3 className="mt-4 font-serif text-2xl font-semibold text-brand-900">
                {t('resources.tutorial.title')}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{t('resources.tutorial.text')}</p>
              <span className={ctaClass}>{t('resources.tutorial.link')}</span>
            </a>
          </li>
          <li>
            <Link to={localized(BLOG_PATH)} className={cardClass}>
              <LineIcon path={ICONS.blog} />
              <h3 className="mt-4 font-serif text-2xl font-semibold text-brand-900">
                {t('nav.blog')}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{t('resources.blog.text')}</p>
              <span className={ctaClass}>{t('resources.blog.link')}</span>
            </Link>
          </li>
        </ul>
      </Section>
      <Section id={TUTORIAL_ANCHOR} labelledBy="tutorial-title">
        <div className="mx-auto max-w-3xl">
          <h2
            id="tutorial-title"
            className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl"
          >
            {t('resources.steps.title')}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t('resources.steps.lead')}</p>
          <ol className="mt-10 space-y-6">
            {TUTORIAL_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-900 font-serif text-lg font-semibold text-gold-300"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-serif text-xl font-semibold text-brand-900">
                    {t(step.title)}
                  </h3>
                  <p className="mt-1 leading-relaxed text-muted">{t(step.description)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-10 leading-relaxed text-muted">
            {richText(t('resources.stillUnsure'), {
              faq: (words) => (
                <Link
                  to={localized({ pathname: '/', hash: '#faq' })}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {words}
                </Link>
              ),
              signUp: (words) => (
                <Link
                  to="/sign-up"
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {words}
                </Link>
              ),
            })}
          </p>
        </div>
      </Section>
    </>
  );
}
