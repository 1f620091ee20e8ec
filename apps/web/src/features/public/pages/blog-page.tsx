import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { useLocalizedTo, useT } from '../../../i18n/translate';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The blog placeholder (product.md §2: 'content coming soon, launch Summer 2025'): the heading is the
 * spec's words. The launch date it names has passed, so the page names no date (decision 075).
 */
export function BlogPage() {
  const t = useT();
  const localized = useLocalizedTo();
  useDocumentTitle(t('nav.blog'));
  return (
    <div className="relative overflow-hidden px-4 py-20 sm:px-6 sm:py-28">
      <IslamicPattern className="absolute inset-0 size-full text-brand-900/[0.05]" />
      <div className="relative mx-auto max-w-2xl rounded-3xl bg-cream-50 p-8 text-center shadow-sm ring-1 ring-cream-300 sm:p-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
          {t('blog.kicker')}
        </p>
        <h1 className="mt-3 font-serif text-4xl font-semibold text-brand-900 sm:text-5xl">
          {t('blog.title')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">{t('blog.text')}</p>
        <p className="mt-4 leading-relaxed text-muted">{t('blog.untilThen')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localized('/resources')} className={buttonClass('primary')}>
            {t('blog.resources')}
          </Link>
          <Link to={localized('/')} className={buttonClass('outline')}>
            {t('blog.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
