import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { useLocalizedTo, useT } from '../../../i18n/translate';

/** The last invitation at the foot of a page. */
export function ClosingCall() {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <section aria-labelledby="closing-title" className="bg-cream-100 px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center text-cream-50 sm:px-12 sm:py-16">
        <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
        <div className="relative">
          <h2 id="closing-title" className="font-serif text-3xl font-semibold sm:text-4xl">
            {t('closing.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{t('closing.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={localized('/sign-up')} className={buttonClass('gold', 'px-7')}>
              {t('hero.createAccount')}
            </Link>
            <Link to={localized('/login')} className={buttonClass('outlineLight', 'px-7')}>
              {t('nav.logIn')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
