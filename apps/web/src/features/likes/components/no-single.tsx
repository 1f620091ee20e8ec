import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { useT } from '../../../i18n/translate';

/** Likes and matches belong to a single: none is chosen yet. */
export function NoSingle() {
  const t = useT();
  return (
    <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm">
      <p className="text-lg text-ink">{t('likes.noSingle.text')}</p>
      <Link to="/select-child" className={buttonClass('primary', 'mt-4')}>
        {t('likes.noSingle.choose')}
      </Link>
    </div>
  );
}
