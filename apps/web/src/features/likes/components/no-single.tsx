import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';

/** Likes and matches belong to a single: none is chosen yet. */
export function NoSingle() {
  return (
    <div className="rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm">
      <p className="text-lg text-ink">Likes and matches belong to a single. Choose one first.</p>
      <Link to="/select-child" className={buttonClass('primary', 'mt-4')}>
        Choose an account
      </Link>
    </div>
  );
}
