// A profile as another family reads it: its Terms fields in the order the public profile page
// shows them (apps/web/src/features/profile-view: the header, then the Me, Education and Deen
// tabs), each list item a piece of its own. A detail split across fields is read in this order.
import {
  FREE_TEXT_FIELDS,
  FREE_TEXT_NAMES,
  type FreeTextSpec,
  inOrder,
  type ProfileTab,
} from '@waliyy/contract/free-text-fields';
import type { TermsField } from '@waliyy/contract/terms';
import type { TermsValues } from './index';

/**
 * The page's order, as laid out by hand before FREE_TEXT_FIELDS (decision 079). The profession
 * appears twice on the page (in the header, and again under "Work" in the Education tab), so it
 * is read in both places. A field the list adds is read after its tab's (the page shows it there).
 */
const LAID_OUT: Record<ProfileTab, readonly TermsField[]> = {
  // The header: LGA, profession.
  header: ['lga', 'profession'],
  // Me: about, dressing, then the facts (state of origin, mixed ethnicity).
  me: ['about', 'aboutDressing', 'state', 'mixedEthnicityDescription'],
  // Education: about education and job, plans, then relocation and profession among the facts.
  education: ['aboutEducationAndJob', 'professionalPlans', 'relocationPlans', 'profession'],
  // Deen: practice, "started practising in", the speakers one by one, the organisation.
  deen: [
    'descriptionOfIslamicPractice',
    'startedPracticingIn',
    'speakersListenedTo',
    'islamicOrganizationName',
  ],
};
const TABS: readonly ProfileTab[] = ['header', 'me', 'education', 'deen'];
const inTab = (tab: ProfileTab, field: TermsField) => {
  const spec: FreeTextSpec = FREE_TEXT_FIELDS[field];
  return spec.tab === tab || (tab === 'header' && spec.header === true);
};

export const READING_ORDER: readonly TermsField[] = TABS.flatMap((tab) =>
  inOrder(
    LAID_OUT[tab],
    FREE_TEXT_NAMES.filter((field) => inTab(tab, field)),
  ),
);

/** One text the reader sees: a field, or one item of a list field. */
export type Piece = { field: TermsField; item?: number; text: string };

const NOT_SPACE = /\S/;

/** The profile's non-empty texts in reading order. */
export function readingPieces(values: TermsValues): Piece[] {
  const pieces: Piece[] = [];
  for (const field of READING_ORDER) {
    const value = values[field];
    if (value == null) continue;
    if (typeof value === 'string') {
      if (NOT_SPACE.test(value)) pieces.push({ field, text: value });
      continue;
    }
    for (const [item, text] of value.entries()) {
      if (NOT_SPACE.test(text)) pieces.push({ field, item, text });
    }
  }
  return pieces;
}
