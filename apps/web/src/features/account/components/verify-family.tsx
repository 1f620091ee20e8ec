import type { AccountData, AccountSingle } from '@waliyy/contract/auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { VerificationBadges } from '../../../components/verification-badges';
import { genderParam } from '../../../i18n/gender';
import { useT } from '../../../i18n/translate';
import { useSession } from '../../../lib/session';

// Where each check is done (decision 083): the phone in Settings › Account, the single's own
// confirmation and the genotype on the single's page (Settings › User, the active single).
export const PHONE_LINK = '/settings?tab=account#phone';
export const SINGLE_CONFIRMATION_LINK = '/settings?tab=user#single-confirmation';
export const GENOTYPE_CHECK_LINK = '/settings?tab=user#genotype-check';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4';

/** Done or to do: an icon and a word, never colour alone. */
function State({ done }: { done: boolean }) {
  const t = useT();
  return (
    <span
      data-state={done ? 'done' : 'todo'}
      className={`inline-flex items-center gap-1 text-sm font-semibold ${done ? 'text-brand-800' : 'text-gold-800'}`}
    >
      <span aria-hidden="true">{done ? '✓' : '○'}</span>
      {done ? t('account.verify.done') : t('account.verify.todo')}
    </span>
  );
}

function Step({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-cream-300 bg-white p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
      <div className="mt-3 grid gap-3">{children}</div>
    </li>
  );
}

/** One single's state for a check done on the single's page, and the way there. */
function SingleRow({
  single,
  done,
  to,
  action,
}: {
  single: AccountSingle;
  done: boolean;
  to: string;
  action: string;
}) {
  const { selectChild } = useSession();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <span className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-ink">{single.firstName}</span>
        <State done={done} />
      </span>
      {done ? null : (
        // The single's page shows the active single: this one becomes it.
        <Link to={to} className={linkClass} onClick={() => selectChild(single.id)}>
          {action}
        </Link>
      )}
    </div>
  );
}

/**
 * Settings › Account: "Verify your family" (decision 083) — the three checks other families
 * see as badges, each one's state (the phone for the account, the other two per single), and
 * where each is done.
 */
export function VerifyFamily({ account }: { account: AccountData }) {
  const t = useT();
  const singles = account.children;
  return (
    <SectionCard
      id="verify-family"
      title={t('account.verify.title')}
      intro={t('account.verify.intro')}
    >
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{t('account.verify.badgesIntro')}</span>
        <VerificationBadges
          verification={{ phone: true, single: true, genotype: true }}
          gender=""
        />
      </div>
      <ol className="grid gap-4">
        <Step title={t('account.verify.phoneTitle')} text={t('account.verify.phoneText')}>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <State done={account.phoneVerified} />
            {account.phoneVerified ? null : (
              <Link to={PHONE_LINK} className={linkClass}>
                {t('account.verify.phoneAction')}
              </Link>
            )}
          </div>
        </Step>
        <Step title={t('account.verify.singleTitle')} text={t('account.verify.singleText')}>
          {singles.length === 0 ? <p className="text-sm">{t('account.verify.noSingles')}</p> : null}
          {singles.map((single) => (
            <SingleRow
              key={single.id}
              single={single}
              done={single.verification.single}
              to={SINGLE_CONFIRMATION_LINK}
              action={t('account.verify.singleAction', {
                name: single.firstName,
                gender: genderParam(single.gender),
              })}
            />
          ))}
        </Step>
        <Step title={t('account.verify.genotypeTitle')} text={t('account.verify.genotypeText')}>
          {singles.length === 0 ? <p className="text-sm">{t('account.verify.noSingles')}</p> : null}
          {singles.map((single) => (
            <SingleRow
              key={single.id}
              single={single}
              done={single.verification.genotype}
              to={GENOTYPE_CHECK_LINK}
              action={t('account.verify.genotypeAction', { name: single.firstName })}
            />
          ))}
        </Step>
      </ol>
    </SectionCard>
  );
}
