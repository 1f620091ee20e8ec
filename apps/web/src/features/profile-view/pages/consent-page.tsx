import { useMutation } from '@tanstack/react-query';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';
import { HerLinkFrame, useHerLink } from '../components/her-link-frame';
import { answerConsent, fetchConsentView } from '../link-api';

/**
 * /consent#token=… (decision 084): her own page, from the link sent to her when her family's (or
 * his family's) acceptance would make a match she asked to be asked about. It shows his profile
 * exactly as her family sees it on the like, in her link's language, and takes her yes or no.
 * No account: the link's token is the proof.
 */
export function ConsentPage() {
  const t = useT();
  const { token, view } = useHerLink(t('profile.consent.docTitle'), 'consent', fetchConsentView);
  const answer = useMutation({ mutationFn: (agree: boolean) => answerConsent(token, agree) });
  return (
    <HerLinkFrame
      token={token}
      view={view}
      answer={answer}
      invalid={{ title: t('profile.consent.invalidTitle'), noToken: t('profile.consent.noToken') }}
      answered={(agree) => ({
        title: agree ? t('profile.consent.agreedTitle') : t('profile.consent.declinedTitle'),
      })}
      header={() => ({ title: t('profile.consent.title'), intro: t('profile.consent.intro') })}
    >
      {() => (
        <section
          aria-labelledby="consent-question"
          className="grid gap-4 rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="consent-question" className="font-serif text-2xl font-semibold text-brand-900">
            {t('profile.consent.question')}
          </h2>
          <p className="leading-relaxed text-muted">{t('profile.consent.hint')}</p>
          <div className="grid gap-3 sm:flex sm:flex-wrap">
            <button
              type="button"
              disabled={answer.isPending}
              className={buttonClass('primary', 'disabled:opacity-60')}
              onClick={() => answer.mutate(true)}
            >
              {t('profile.consent.yes')}
            </button>
            <button
              type="button"
              disabled={answer.isPending}
              className={buttonClass('outline', 'disabled:opacity-60')}
              onClick={() => answer.mutate(false)}
            >
              {t('profile.consent.no')}
            </button>
          </div>
        </section>
      )}
    </HerLinkFrame>
  );
}
