import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { IslamicPattern } from '../../../components/islamic-pattern';

/** The last invitation at the foot of a page. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-title" className="bg-cream-100 px-4 py-16 sm:px-6 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center text-cream-50 sm:px-12 sm:py-16">
        <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
        <div className="relative">
          <h2 id="closing-title" className="font-serif text-3xl font-semibold sm:text-4xl">
            Begin your journey, bi-idhnillāh
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Creating an account is free. Add your single’s profile today and let the right family
            find you.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/sign-up" className={buttonClass('gold', 'px-7')}>
              Create an account
            </Link>
            <Link to="/login" className={buttonClass('outlineLight', 'px-7')}>
              Log in
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
