import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@waliyy/contract/languages';
import { useLanguage, useT } from '../i18n/translate';

/**
 * The language switcher: a native select (a phone shows its own picker), each language named in
 * itself and marked with its `lang` so a screen reader says it right.
 */
export function LanguageSelect({
  onChange,
  className = '',
}: {
  onChange: (language: Language) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <select
      aria-label={t('language.label')}
      value={useLanguage()}
      onChange={(event) => onChange(event.target.value as Language)}
      className={`min-h-11 rounded-full border-2 border-brand-900 bg-cream-50 ps-4 pe-8 font-semibold text-brand-900 ${className}`}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
