// A contact detail split across fields or list items (decision 073): each text passes alone, but
// another family reads the whole profile on one page. The profile is read in page order
// (reading.ts); a phone number from the numbers at the pieces' edges (split-phone.ts), an
// address, link or handle across two neighbouring pieces (split-address.ts).
import {
  type ContactPart,
  splitContactMessage,
  TERMS_SPLIT_MESSAGES,
  type TermsField,
} from '@waliyy/contract/terms';
import type { ContactFinding, TermsValues } from './index';
import { type Piece, readingPieces } from './reading';
import { findSplitAddress } from './split-address';
import { findSplitPhone, type SplitPart } from './split-phone';

export type SplitFinding = { kind: 'phone' | 'email' | 'link' | 'handle'; parts: ContactPart[] };

function partsOf(pieces: readonly Piece[], parts: readonly SplitPart[]): ContactPart[] {
  const seen = new Set<string>();
  const out: ContactPart[] = [];
  for (const { piece, start, end } of parts) {
    const { field, item, text } = pieces[piece] as Piece;
    // The profession is read twice (header and Education tab): one part is enough.
    const key = `${field}/${item ?? ''}/${start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      field,
      ...(item === undefined ? {} : { item }),
      start,
      end,
      text: text.slice(start, end),
    });
  }
  return out;
}

/**
 * The first contact detail the profile's texts make only together, with the part each field (or
 * list item) holds in reading order; null when there is none. Run after each text has passed
 * alone: what one text holds is that text's finding.
 */
export function findSplitContact(values: TermsValues): SplitFinding | null {
  const pieces = readingPieces(values);
  if (pieces.length < 2) return null;
  const phone = findSplitPhone(pieces);
  if (phone) {
    const parts = partsOf(pieces, phone);
    if (parts.length >= 2) return { kind: 'phone', parts };
  }
  const address = findSplitAddress(pieces);
  if (address) return { kind: address.kind, parts: partsOf(pieces, address.parts) };
  return null;
}

/**
 * The 400's parts for a split detail: every field that holds a part gets the message and its
 * own part (the first, for a list), with all the parts beside it, so each field can be marked
 * and each names the others; `message` names them all.
 */
export function splitTermsErrors(values: TermsValues): {
  message: string;
  errors: Record<string, string>;
  contact: Record<string, ContactFinding>;
} | null {
  const found = findSplitContact(values);
  if (!found) return null;
  const errors: Record<string, string> = {};
  const contact: Record<string, ContactFinding> = {};
  for (const { field, ...part } of found.parts) {
    if (contact[field]) continue;
    errors[field] = TERMS_SPLIT_MESSAGES[found.kind];
    contact[field] = { kind: found.kind, ...part, parts: found.parts };
  }
  const fields = [...new Set(found.parts.map((part) => part.field))] as TermsField[];
  return { message: splitContactMessage(found.kind, fields), errors, contact };
}
