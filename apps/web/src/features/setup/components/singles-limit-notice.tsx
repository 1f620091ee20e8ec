import type { AccountData } from '@waliyy/contract/auth';
import { SINGLES_LIMIT_PAID } from '@waliyy/contract/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { richText } from '../../../i18n/rich-text';
import { useT } from '../../../i18n/translate';

/** The account holds as many singles as its plan allows (product.md §6, §9; decision 040). */
export function isAtSinglesLimit(account: AccountData | undefined): boolean {
  return account !== undefined && account.children.length >= account.singlesLimit;
}

type SinglesLimitNoticeProps = {
  account: AccountData;
  /** Whether the form is shown below (to prepare the answers now and send them later). */
  isFormShown: boolean;
  onShowForm: () => void;
};

/**
 * Said before the form, not after its ~35 answers (decision 021): no room for another
 * single. On the free plan, the way to Premium; its answers stay on this device meanwhile (the
 * set-up draft), so they are there when the family comes back after upgrading.
 */
export function SinglesLimitNotice({ account, isFormShown, onShowForm }: SinglesLimitNoticeProps) {
  const t = useT();
  const limit = account.singlesLimit;
  const canUpgrade = limit < SINGLES_LIMIT_PAID;
  return (
    <section
      aria-labelledby="singles-limit-title"
      className="rounded-3xl border border-gold-400/60 bg-gold-200/40 p-5 sm:p-6"
    >
      <h2 id="singles-limit-title" className="font-serif text-2xl font-semibold text-brand-900">
        {t('setup.limit.title', { count: account.children.length, limit })}
      </h2>
      <p className="mt-2 text-ink">
        {canUpgrade
          ? t('setup.limit.free', { limit, paidLimit: SINGLES_LIMIT_PAID })
          : richText(t('setup.limit.account', { limit, supportEmail: account.supportEmail }), {
              email: (address) => <bdi>{address}</bdi>,
            })}
      </p>
      {canUpgrade ? (
        <p className="mt-2 text-sm text-muted">{t('setup.limit.keptWhileUpgrading')}</p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {canUpgrade ? (
          <Link to="/pricing" className={buttonClass('primary')}>
            {t('setup.limit.seePremium')}
          </Link>
        ) : (
          <a href={`mailto:${account.supportEmail}`} className={buttonClass('primary')}>
            {t('setup.limit.emailSupport')}
          </a>
        )}
        {isFormShown ? null : (
          <button type="button" onClick={onShowForm} className={buttonClass('outline')}>
            {t('setup.limit.fillNow')}
          </button>
        )}
      </div>
    </section>
  );
}
