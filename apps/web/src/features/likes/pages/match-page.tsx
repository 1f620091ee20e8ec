import type { Match } from '@waliyy/contract/likes';
import type { ReactNode } from 'react';
import { CancelMatchButton } from '../../../components/cancel-match-button';
import { EmailAddress } from '../../../components/email-address';
import { ProfileCard } from '../../../components/profile-card';
import { ListError } from '../../../components/profile-card-grid';
import { genderParam } from '../../../i18n/gender';
import { type MessageKey, useT } from '../../../i18n/translate';
import { formatBillingDate } from '../../../lib/dates';
import { shownMessage } from '../../../lib/known-messages';
import { useMatch } from '../../../lib/like-actions';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoSingle } from '../components/no-single';

/**
 * /match (product.md §2): the active single's match with the next step — for the man's side, the
 * woman's wali's contact when she names one, else her guardian's (decisions 028, 061); for hers, that he will be in touch — and 'Cancel
 * Match'. Behind the plan gate (app/require-plan.tsx).
 */
export function MatchPage() {
  const t = useT();
  useDocumentTitle(t('likes.match.title'));
  const { childId } = useSession();
  const match = useMatch(childId);

  // product.md §2: the heading with the match, or 'No matched profile found.' — one or the other, so
  // the empty state is the page's heading itself; the other states keep the plain 'Match'.
  let heading = t('likes.match.title');
  let body: ReactNode;
  if (!childId) body = <NoSingle />;
  else if (match.isPending) {
    body = (
      <p role="status" className="text-muted">
        {t('likes.match.loading')}
      </p>
    );
  } else if (match.isError) {
    body = (
      <ListError
        error={match.error}
        fallback={t('likes.match.error')}
        onRetry={() => match.refetch()}
      />
    );
  } else if (!match.data) {
    heading = t('likes.match.none');
    body = <p className="max-w-2xl leading-relaxed text-muted">{t('likes.match.noneText')}</p>;
  } else {
    heading = t('likes.match.heading', { gender: genderParam(match.data.match.gender) });
    body = <MatchView childId={childId} match={match.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('likes.match.title')}
      </p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {heading}
      </h1>
      <div className="mt-6">{body}</div>
    </div>
  );
}

function MatchView({ childId, match }: { childId: string; match: Match }) {
  const t = useT();
  const { contact } = match;
  let nextStep = t('likes.match.nextStep');
  if (contact) {
    nextStep = contact.isWali ? t('likes.match.waliContact') : t('likes.match.guardianContact');
  }
  // The guidance names which side; a text the web does not know is shown as sent.
  let fallback: MessageKey = 'forms.server.matchGuidanceWoman';
  if (contact) {
    fallback = contact.isWali
      ? 'forms.server.matchGuidanceManWali'
      : 'forms.server.matchGuidanceMan';
  }
  const guidance = shownMessage(match.guidance, () => t(fallback));
  return (
    <div className="grid gap-6">
      <p className="text-muted">
        {t('likes.match.matchedOn', { date: formatBillingDate(match.matchedAt) })}
      </p>
      <div className="max-w-md">
        <ProfileCard
          profile={match.match}
          to={`/recommended/${encodeURIComponent(match.match.id)}`}
        />
      </div>
      <section
        aria-labelledby="next-step-heading"
        className="rounded-3xl border border-gold-400 bg-gold-200/40 p-6 shadow-sm sm:p-8"
      >
        <h2 id="next-step-heading" className="font-serif text-2xl font-semibold text-brand-900">
          {nextStep}
        </h2>
        {contact ? (
          <dl className="mt-4 grid gap-3 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold text-muted">
              {contact.isWali ? t('likes.match.wali') : t('likes.match.guardian')}
            </dt>
            <dd className="font-semibold">{contact.fullName}</dd>
            <dt className="font-semibold text-muted">{t('likes.match.email')}</dt>
            {/* The address and number run left to right inside the page's own direction, so
                they line up with the name in Arabic too (decision 075). */}
            <dd className="text-start [overflow-wrap:anywhere]">
              <a
                dir="ltr"
                className="font-semibold text-brand-800 underline"
                href={`mailto:${contact.email}`}
              >
                <EmailAddress address={contact.email} />
              </a>
            </dd>
            {contact.phone ? (
              <>
                <dt className="font-semibold text-muted">{t('likes.match.phone')}</dt>
                <dd className="text-start">
                  <a
                    dir="ltr"
                    className="font-semibold text-brand-800 underline"
                    href={`tel:${contact.phone}`}
                  >
                    {contact.phone}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <p className="mt-4 leading-relaxed text-ink">{guidance}</p>
      </section>
      <div>
        <CancelMatchButton childId={childId} matchId={match.match_id} />
      </div>
    </div>
  );
}
