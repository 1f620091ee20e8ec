import { TAGLINE } from '@waliyy/contract/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';

const PROMISES = [
  {
    title: 'Guardian-led',
    text: 'A sister’s mahram holds the account and is the only contact shared.',
  },
  { title: 'No photos, no names', text: 'Profiles show a display ID and what truly matters.' },
  { title: 'Compatibility first', text: 'Genotype is checked before any introduction.' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-brand-900 text-cream-50"
    >
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-96 rounded-full bg-gold-400/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">
            Halal matchmaking for Muslim singles and their guardians
          </p>
          <h1
            id="hero-title"
            className="mt-4 font-serif text-4xl font-semibold leading-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {TAGLINE}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
            Waliyy helps Muslim families find a spouse the way our faith teaches — with the wali
            involved, privacy protected and intentions clear from the first step, through to the
            nikah at your local mosque.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/sign-up" className={buttonClass('gold', 'px-7')}>
              Create an account
            </Link>
            <a href="#how-it-works" className={buttonClass('outlineLight', 'px-7')}>
              How it works
            </a>
          </div>
        </div>
        <ul className="grid gap-4 rounded-3xl border border-white/15 bg-brand-950/60 p-6 backdrop-blur-sm sm:p-8">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-1 grid size-8 shrink-0 place-items-center rounded-full bg-gold-400 font-bold text-brand-950"
              >
                ✓
              </span>
              <div>
                <p className="font-semibold text-gold-200">{promise.title}</p>
                <p className="mt-1 text-brand-100">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
