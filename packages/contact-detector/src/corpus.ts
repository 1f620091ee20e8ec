// The contact-details corpus (decision 019): texts a determined family might write to slip contact
// details past the Terms check, and ordinary texts the check must accept. The data lives in
// ../corpus/*.json (see ../corpus/README.md); this module only types it. It is not exported from
// the package index, so no app bundle carries it.
import evasions from '../corpus/contact-evasions.json' with { type: 'json' };
import ordinary from '../corpus/contact-ordinary.json' with { type: 'json' };
import freshEvasions from '../corpus/fresh-evasions.json' with { type: 'json' };
import freshOrdinary from '../corpus/fresh-ordinary.json' with { type: 'json' };
import heldoutEvasions from '../corpus/heldout-evasions.json' with { type: 'json' };
import heldoutOrdinary from '../corpus/heldout-ordinary.json' with { type: 'json' };
import languagesEvasions from '../corpus/languages-evasions.json' with { type: 'json' };
import languagesOrdinary from '../corpus/languages-ordinary.json' with { type: 'json' };

/** What an evasion smuggles: the kinds the new detector answers with. */
export const CONTACT_KINDS = ['phone', 'email', 'link', 'handle', 'name'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * The language a text is written in: English, Hausa, Yoruba, Arabic (the product's four),
 * Nigerian Pidgin and French. Marked in the languages set; the older sets leave it out.
 */
export const CONTACT_LANGUAGES = ['en', 'ha', 'yo', 'ar', 'pcm', 'fr'] as const;
export type ContactLanguage = (typeof CONTACT_LANGUAGES)[number];

/** A text that carries contact details and must be refused. */
export interface ContactEvasion {
  text: string;
  kind: ContactKind;
  /** The evasion class, e.g. 'phone-yoruba' (the README lists them). */
  class: string;
  /**
   * For the 'name' kind: the single's first and last name first, then the account holder's
   * (guardian's) first and last name.
   */
  names?: string[];
  lang?: ContactLanguage;
  note?: string;
}

/** A text families write that must be accepted. */
export interface ContactOrdinary {
  text: string;
  class: string;
  /** Names in the same order as for evasions, to catch false alarms of the name rule. */
  names?: string[];
  lang?: ContactLanguage;
  note?: string;
}

/**
 * Typed as the files should be; the corpus test checks that they are.
 * @internal Test and bench data.
 */
export const CONTACT_EVASIONS = evasions as unknown as readonly ContactEvasion[];
export const CONTACT_ORDINARY = ordinary as unknown as readonly ContactOrdinary[];

/**
 * The held-out corpus: texts written without sight of the detector or the corpus above, to
 * measure it on what it was not tuned to (see ../corpus/README.md).
 * @internal Test and bench data.
 */
export const HELDOUT_EVASIONS = heldoutEvasions as unknown as readonly ContactEvasion[];
/** @internal Test and bench data. */
export const HELDOUT_ORDINARY = heldoutOrdinary as unknown as readonly ContactOrdinary[];

/**
 * A second corpus written the same way, later (see ../corpus/README.md).
 * @internal Test and bench data.
 */
export const FRESH_EVASIONS = freshEvasions as unknown as readonly ContactEvasion[];
/** @internal Test and bench data. */
export const FRESH_ORDINARY = freshOrdinary as unknown as readonly ContactOrdinary[];

/**
 * Texts in the four languages families write in (and Pidgin and French number words), each
 * marked with its language, for the per-language figures (see ../corpus/README.md).
 * @internal Test and bench data.
 */
export const LANGUAGES_EVASIONS = languagesEvasions as unknown as readonly ContactEvasion[];
/** @internal Test and bench data. */
export const LANGUAGES_ORDINARY = languagesOrdinary as unknown as readonly ContactOrdinary[];

/**
 * The language of a text: as marked, else what its class says (the older sets' Hausa, Yoruba,
 * Pidgin and Igbo classes), else English.
 */
export function languageOf(entry: ContactEvasion | ContactOrdinary): string {
  if (entry.lang) return entry.lang;
  const language = /(?:^|-)(hausa|yoruba|pidgin|igbo)$/.exec(entry.class)?.[1];
  return language ? (CLASS_LANGUAGES[language] ?? 'en') : 'en';
}
const CLASS_LANGUAGES: Record<string, string> = {
  hausa: 'ha',
  yoruba: 'yo',
  pidgin: 'pcm',
  igbo: 'ig',
};
