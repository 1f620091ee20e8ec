import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The blog placeholder (product.md §2: 'content coming soon, launch Summer 2025'): the heading is the
 * spec's words, and the launch it names is given as the plan it was. That date has passed, so
 * the page does not promise it as still to come.
 */
export function BlogPage() {
  useDocumentTitle('Blog');
  return (
    <div className="relative overflow-hidden px-4 py-20 sm:px-6 sm:py-28">
      <IslamicPattern className="absolute inset-0 size-full text-brand-900/[0.05]" />
      <div className="relative mx-auto max-w-2xl rounded-3xl bg-cream-50 p-8 text-center shadow-sm ring-1 ring-cream-300 sm:p-12">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
          The Waliyy blog
        </p>
        <h1 className="mt-3 font-serif text-4xl font-semibold text-brand-900 sm:text-5xl">
          Content coming soon
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">
          Our blog’s launch was planned for Summer 2025, and it is not ready yet. Articles on
          marriage, family and faith are coming soon, in shā’ Allāh.
        </p>
        <p className="mt-4 leading-relaxed text-muted">
          Until then, our resources page has a step-by-step guide to getting started.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/resources" className={buttonClass('primary')}>
            Visit our resources
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            Back to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
