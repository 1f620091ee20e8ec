import type { ContactFinding, ContactKind } from '@waliyy/contract/terms';
import { t } from '../i18n/translate';

// A save refused for contact details (decision 067) names, field by field, what the server's
// detector found and where (`contact` beside `errors` in the 400). These turn it into what the
// form shows under the field: the text with the found part marked, and the kind in plain words.

/** What a form shows under a field the server refused for contact details. */
export type ContactMark = {
  kind: ContactKind;
  /** The found part, as the server quoted it. */
  found: string;
  /** The text around it, as sent, shortened to a few words on each side. */
  before: string;
  after: string;
  /** The entry of a list field (its place, from 0), when the field is a list. */
  item?: number;
  /**
   * A detail split across fields or list items (decision 073): the whole of it, its parts in the
   * order the profile page shows them, joined with '…'. The other fields are marked too.
   */
  whole?: string;
};

/**
 * The kinds this client has words for (forms.contact.* says each as a family would: the spec's
 * words, names, e-mails, phone numbers…).
 */
const KNOWN_KINDS: Record<ContactKind, true> = {
  phone: true,
  email: true,
  link: true,
  handle: true,
  name: true,
};

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The contract's ContactFinding, checked by hand: these forms do not load zod for it. */
function isContactFinding(value: unknown): value is ContactFinding {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.kind === 'string' &&
    // A kind this client does not know (a newer server) has no words: the error alone shows.
    Object.hasOwn(KNOWN_KINDS, v.kind) &&
    isIndex(v.start) &&
    isIndex(v.end) &&
    v.start <= v.end &&
    typeof v.text === 'string' &&
    (v.item === undefined || isIndex(v.item)) &&
    (v.parts === undefined || (Array.isArray(v.parts) && v.parts.every(isPart)))
  );
}

/** One part of a split detail: only its text is shown (the field is marked on its own). */
const isPart = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { text?: unknown }).text === 'string';

/** The 400's `contact` (ApiError.contact, as it came): its well-formed findings, by API field. */
export function contactFindings(contact: unknown): Record<string, ContactFinding> {
  if (typeof contact !== 'object' || contact === null) return {};
  return Object.fromEntries(Object.entries(contact).filter(([, found]) => isContactFinding(found)));
}

/** Characters of context kept on each side of the found part; the rest becomes '…'. */
export const CONTEXT_CHARS = 60;
/** The found part is quoted in full in the mark, and up to this many characters in the sentence. */
const QUOTE_CHARS = 80;

/** The last `max` characters of `text`, from a word's start, with '…' when cut. */
function tail(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(-max);
  const space = cut.search(/\s/);
  return `…${space >= 0 && space < cut.length - 1 ? cut.slice(space + 1) : cut}`;
}

/** The first `max` characters of `text`, to a word's end, with '…' when cut. */
function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** The text the server read in `field`: the value sent, or its entry `item` of a list. */
function sentText(sent: unknown, item: number | undefined): string | null {
  if (typeof sent === 'string') return sent;
  if (Array.isArray(sent) && item !== undefined) {
    const entry: unknown = sent[item];
    return typeof entry === 'string' ? entry : null;
  }
  return null;
}

/**
 * Where the finding sits in the text sent: at its offsets when they hold its text (they are
 * UTF-16 offsets into the text as sent), else where its text first appears, else nowhere — the
 * found part is then shown on its own.
 */
export function markOf(finding: ContactFinding, text: string | null): ContactMark {
  const mark = (before: string, after: string): ContactMark => ({
    kind: finding.kind,
    found: finding.text,
    before: tail(before, CONTEXT_CHARS),
    after: head(after, CONTEXT_CHARS),
    ...(finding.item === undefined ? {} : { item: finding.item }),
    ...(finding.parts && finding.parts.length > 1
      ? { whole: finding.parts.map((part) => part.text).join(' … ') }
      : {}),
  });
  if (text === null || finding.text === '') return mark('', '');
  let start = finding.start;
  if (text.slice(start, finding.end) !== finding.text) start = text.indexOf(finding.text);
  if (start < 0) return mark('', '');
  return mark(text.slice(0, start), text.slice(start + finding.text.length));
}

/**
 * The server's `contact` (ApiError.contact) as marks on the form's fields. `sent` is the body the
 * form sent (the offsets are into its texts); `fields` maps an API field to the form's own, as
 * for `errors`.
 */
export function contactMarks<F extends string>(
  contact: unknown,
  sent: Readonly<Record<string, unknown>>,
  fields: Readonly<Partial<Record<string, F>>>,
): Partial<Record<F, ContactMark>> {
  const marks: Partial<Record<F, ContactMark>> = {};
  for (const [apiField, finding] of Object.entries(contactFindings(contact))) {
    const field = fields[apiField];
    if (!field || marks[field]) continue;
    marks[field] = markOf(finding, sentText(sent[apiField], finding.item));
  }
  return marks;
}

/** The found part as the sentence quotes it (the quotation marks are the catalog's). */
function quoted(text: string): string {
  return text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS).trimEnd()}…` : text;
}

/**
 * The line under the field, e.g. 'We found what looks like a phone number: “0803 123 4567”';
 * for a list, which entry ('In the 2nd name on the list, we found…' — the one list the Terms
 * read is the speakers and scholars listened to, a list of names). One message per sentence, the
 * kind chosen inside it, so each language orders its words its own way.
 */
export function contactExplanation(mark: ContactMark): string {
  if (mark.whole !== undefined) {
    return t('forms.contact.foundSplit', { kind: mark.kind, found: quoted(mark.whole) });
  }
  const found = quoted(mark.found);
  return mark.item === undefined
    ? t('forms.contact.found', { kind: mark.kind, found })
    : t('forms.contact.foundInList', { kind: mark.kind, found, position: mark.item + 1 });
}
