import { useLanguage } from '../../i18n/translate';
import { type ContactMark, contactExplanation } from '../../lib/contact-marks';

/**
 * Under a field the server refused for contact details (decision 067): which kind it found, in
 * plain words, then the text with the found part marked, so the family sees what to change. A
 * field's `detail`: the field names it in aria-describedby, after the error. Long words (an
 * e-mail, a link) break anywhere, so a phone's width holds them.
 */
export function ContactSpan({ mark }: { mark: ContactMark }) {
  useLanguage();
  return (
    <div className="mt-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-ink wrap-anywhere">
      <p>{contactExplanation(mark)}</p>
      <p className="mt-1.5 whitespace-pre-line text-muted">
        {mark.before}
        <mark className="rounded-sm bg-gold-300 px-0.5 font-medium text-ink">{mark.found}</mark>
        {mark.after}
      </p>
    </div>
  );
}
