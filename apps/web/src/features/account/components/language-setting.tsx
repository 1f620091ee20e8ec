import { LanguageSelect } from '../../../components/language-select';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';

/** Settings › Account: the language of the pages and of the account's e-mails (decision 070). */
export function LanguageSetting() {
  const t = useT();
  const { setLanguage } = useSession();
  return (
    <SectionCard
      id="language-title"
      title={t('shell.language.title')}
      intro={t('shell.language.intro')}
    >
      <LanguageSelect
        className="w-full sm:w-64"
        onChange={(language) => {
          setLanguage(language).catch(notifyError);
        }}
      />
    </SectionCard>
  );
}
