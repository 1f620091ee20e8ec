import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate';
import { ANSWERS as LIKE_ANSWERS } from '../../lib/like-actions';
import { ANSWERS as REPORT_ANSWERS } from '../profile-view/components/report-or-block';
import { GUIDANCE } from './pages/match-page';

// The server's answers the web says in its own words (shownMessage's `own` tables): in English those words are
// the server's, word for word, so an English page reads exactly what the API sent.

describe('the server’s answers in the web’s words', () => {
  it.each([
    ['likes', LIKE_ANSWERS],
    ['report and block', REPORT_ANSWERS],
    ['match guidance', GUIDANCE],
  ])('%s: the English catalog says each as the server does', (_name, table) => {
    for (const [message, key] of Object.entries(table)) expect(t(key), key).toBe(message);
  });
});
