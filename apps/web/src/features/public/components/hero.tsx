import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { type MessageKey, useLocalizedTo, useT } from '../../../i18n/translate';

const PROMISES: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'hero.promise.guardian.title', text: 'hero.promise.guardian.text' },
  { title: 'hero.promise.private.title', text: 'hero.promise.private.text' },
  { title: 'hero.promise.compatible.title', text: 'hero.promise.compatible.text' },
];

export function Hero() {
  const t = useT();
  const localized = useLocalizedTo();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-brand-900 text-cream-50"
    >
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
      <div aria-hidden="true" className="hero-glow" />
      <div className="hero-grid">
        <div>
          <p className="hero-eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero-title">
            {t('site.tagline')}
          </h1>
          <p className="hero-lead">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={localized('/sign-up')} className={buttonClass('gold', 'px-7')}>
              {t('hero.createAccount')}
            </Link>
            <a href="#how-it-works" className={buttonClass('outlineLight', 'px-7')}>
              {t('hero.howItWorks')}
            </a>
          </div>
        </div>
        <ul className="hero-promises">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="flex gap-4">
              <span aria-hidden="true" className="hero-tick">
                ✓
              </span>
              <div>
                <p className="font-semibold text-gold-200">{t(promise.title)}</p>
                <p className="mt-1 text-brand-100">{t(promise.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
