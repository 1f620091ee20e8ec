// Invitations to carry the conversation elsewhere, in the four languages families write in:
// "add me on snap", "Ku tuntuɓe ni ta WhatsApp" (Hausa), "Ẹ pè mí lórí WhatsApp" (Yoruba),
// "راسلني على واتساب" (Arabic); platforms written in Arabic script; and "DM me" with no platform
// at all. handles.ts decides what a platform named after an invitation is; this file only says
// where the invitation is.
//
// Every invitation is addressed to the reader and names the writer ("me", "us", "ni", "mi",
// "ـني"): a platform named after a verb about someone else ("my mother calls her sisters on
// WhatsApp", "Mahaifiyata tana karanta tafsiri a WhatsApp", "أمي تستخدم واتساب") stays prose.
import { isLetterOrDigitAt } from './char-classes';
import { normalize } from './normalize';

export const ARABIC_LETTER = /[\u0600-\u06ff]/;

/**
 * English (and Pidgin "holla"): a verb, a few words, then "on"/"via"… (Yoruba "sọ̀rọ̀", talk,
 * is with Yoruba below: alone it is as often "we talk on WhatsApp" as an invitation.)
 */
const ENGLISH =
  /\b(?:add|find|follow|dm|message|msg|text|chat|talk|speak|hit\s+me\s+up|connect|search|reach|contact|holla|ping|inbox|send|flash|buzz|look\s+me\s+up)\b(?:\s+[a-z']+){0,5}\s+(?:on|via|through|in|for|lori)\s+$/;
/**
 * Hausa, as normalization leaves it (ɗ, ɓ, ƙ as d, b, k): "tuntuɓe ni", "kira ni", "same mu",
 * "biyo ni" (follow me), "tuntuɓi mahaifina" (contact my father), "tura min", "aiko mana",
 * "yi min magana", "mu yi hira" (let's chat),
 * then "ta" (by), "a"/"a kan" (on), "cikin", or "ko" ("kira ni ta waya ko WhatsApp").
 */
const HAUSA =
  /\b(?:(?:tuntube|tuntubi|kira)\s?(?:ni|mu)|tuntub[ei]\s+[a-z']+(?:na|ta|mu)|(?:same|nemo|neme|nemi|bi|biyo)\s+(?:ni|mu)|mu\s+yi\s+(?:hira|magana)|(?:tura|turo|aiko|aika|rubuto|rubuta|yi)\s+(?:min|mana))\b(?:\s+[a-z']+){0,5}\s+(?:ta|a|akan|kan|cikin|ta\s+hanyar|ko)\s+$/;
/**
 * Yoruba without tone marks: "pe mi" (call me), "kan si wa" (contact us), "kan si iya mi"
 * (contact my mother), "fi … ranse si mi" (send to me), "ba mi soro" (talk with me), "tele mi"
 * (follow me), "wa mi ri" (come and see me), "ẹ jẹ́ ká sọ̀rọ̀" (let's talk), then "lori" (on), "ni", "nipase" (through). Not
 * after the habitual "n"/"maa n" ("o maa n pe mi lori WhatsApp": she calls me, as a habit).
 */
const YORUBA =
  /(?<!\b(?:n|ma|maa)\s)\b(?:(?:pe|kan\s?si|ranse\s+si|ba|tele)\s+(?:[a-z]+\s+)?(?:mi|wa)|wa\s+(?:mi|wa)\s+ri|je\s+ka\s+soro)\b(?:\s+[a-z']+){0,5}\s+(?:lori|ni|nipase|lo\s+ri)\s+$/;

/** Arabic written as normalization reads it (it folds some letters), as a regex source. */
const arabic = (words: readonly string[]) =>
  words
    .map((word) => normalize(word).text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|');

/** Imperatives addressed to the reader, about the writer: "message me", "contact us"… */
const ARABIC_VERBS = arabic([
  'راسلني',
  'راسلنا',
  'راسلوني',
  'راسلونا',
  'راسليني',
  'كلمني',
  'كلمنا',
  'كلموني',
  'كلمونا',
  'كلميني',
  'اتصل بي',
  'اتصلوا بي',
  'اتصل بنا',
  'اتصلوا بنا',
  'اتصلي بي',
  'تواصل معي',
  'تواصلوا معي',
  'تواصل معنا',
  'تواصلوا معنا',
  'تواصلي معي',
  'ابعث لي',
  'ابعثلي',
  'ابعتلي',
  'ابعت لي',
  'أرسل لي',
  'أرسلوا لي',
  'اكتب لي',
  'اكتبلي',
  'أضفني',
  'ضيفني',
  'أضيفوني',
  'تابعني',
  'تابعوني',
  'تابعنا',
  'ابحث عني',
  'ابحثوا عني',
  'حاكيني',
  'دور علي',
  // Verbal nouns that invite as much: "ممكن التواصل على الواتساب" (contacting on WhatsApp is
  // possible), "للتواصل: واتساب" (to get in touch), "يمكنكم مراسلتي" (you can message me).
  'ممكن التواصل',
  'يمكن التواصل',
  'للتواصل',
  'التواصل معي',
  'التواصل معنا',
  'مراسلتي',
  'مراسلتنا',
  'الاتصال بي',
  'الاتصال بنا',
]);
const ARABIC_PREPOSITIONS = arabic(['على', 'عبر', 'في', 'ع', 'من خلال', 'بواسطة']);
/**
 * The Arabic invitation, after a space or mark (normalized Arabic words may hold Latin letters:
 * ا reads as l). No lookbehind and no Unicode mode: tried at each of 80 positions before every
 * platform named in an Arabic field, those cost more than the rest of the field's check.
 */
const ARABIC = new RegExp(
  `(?:^|[^\\u0600-\\u06ffa-z0-9])((?:${ARABIC_VERBS})(?:\\s+\\S+){0,4}?\\s+(?:(?:${ARABIC_PREPOSITIONS})\\s+)?)$`,
);

/**
 * How the text before a platform named after an invitation ends, per language: most platforms
 * named in prose are told apart by their last word, and each language's pattern is read only
 * when that word is one of its prepositions (Arabic may end in any word: "كلمني واتساب").
 */
const ENDINGS: readonly [RegExp, RegExp][] = [
  [/(?:^|\s)(?:on|via|through|in|for|lori)\s+$/, ENGLISH],
  [/(?:^|\s)(?:ta|a|akan|kan|cikin|hanyar|ko)\s+$/, HAUSA],
  [/(?:^|\s)(?:lori|ni|nipase|ri)\s+$/, YORUBA],
  [ARABIC_LETTER, ARABIC],
];

/**
 * Where the invitation at the end of `before` (the text before a platform's name) begins, or
 * -1 when `before` does not end in one.
 */
export function invitationBefore(before: string): number {
  const tail = before.slice(-10);
  for (const [ending, pattern] of ENDINGS) {
    if (!ending.test(tail)) continue;
    const m = pattern.exec(before);
    if (m) return m.index + m[0].length - (m[1] ?? m[0]).length;
  }
  return -1;
}

/**
 * The invitation after a platform's name, in Hausa, Yoruba and Arabic, closing its clause: "Ina
 * kan WhatsApp, ku neme ni" (I am on WhatsApp, look for me), "A WhatsApp za ku same ni", "Mo wa
 * lori Instagram, e wa mi", "واتساب، راسلني". English is left out: "…WhatsApp, call me old
 * fashioned" and its kin are too common.
 */
const AFTER = new RegExp(
  `^[\\s,.;:!—–-]{0,3}(?:[^\\s,.;:!]+\\s+){0,3}?(?:(?:kira|neme|nemo|same|tuntube|tuntubi|biyo)\\s?(?:ni|mu)|(?:tura|aiko|turo)\\s+(?:min|mana)|(?:pe|kan\\s?si|tele)\\s+(?:mi|wa)|wa\\s+mi|${ARABIC_VERBS})(?=\\s*(?:[.!,;،]|$))`,
);

const AFTER_OBJECT = /\b(?:ni|mu|min|mana|mi|wa)\b|[\u0600-\u06ff]/;

/** Where the invitation after a platform's name ends (in `after`), or -1. */
export function invitationAfter(after: string): number {
  // The invitations after a platform all name the writer: "ni", "mu", "min", "mi", "wa" or ـني.
  if (!AFTER_OBJECT.test(after.slice(0, 48))) return -1;
  const m = AFTER.exec(after);
  return m ? m[0].length : -1;
}

/**
 * Platforms written in Arabic script, with "the" (ال) and a joined "by"/"and"/"for" (ب، و، ل)
 * allowed before them: "بالواتساب", "على الانستا", "تيليجرام".
 */
const ARABIC_PLATFORM = new RegExp(
  `(?:${arabic(['ب', 'و', 'ل'])})?(?:${arabic(['ال'])})?(?:${arabic([
    'واتساب',
    'واتس اب',
    'واتس آب',
    'واتسآب',
    'وتساب',
    'واتس',
    'تيليجرام',
    'تيليغرام',
    'تلغرام',
    'تليجرام',
    'تلجرام',
    'تيلجرام',
    'تليغرام',
    'انستغرام',
    'انستقرام',
    'إنستغرام',
    'انستجرام',
    'انستاغرام',
    'انستا',
    'إنستا',
    'فيسبوك',
    'فيس بوك',
    'فيس',
    'سناب شات',
    'سنابشات',
    'سناب',
    'تويتر',
    'تيك توك',
    'تيكتوك',
    'تك توك',
    'لينكد إن',
    'لينكدإن',
    'سيجنال',
    'سغنال',
  ])})`,
  'g',
);

/**
 * The platforms named in Arabic script in `value`, as [from, to) pairs. The regex has no
 * lookarounds (with them, tried at every position, it cost more than the rest of an Arabic
 * field's check): the word boundaries are checked around each match.
 */
export function arabicPlatforms(value: string): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  ARABIC_PLATFORM.lastIndex = 0;
  for (let m = ARABIC_PLATFORM.exec(value); m; m = ARABIC_PLATFORM.exec(value)) {
    const from = m.index;
    const to = from + m[0].length;
    if (isLetterOrDigitAt(value, from - 1) || isLetterOrDigitAt(value, to)) {
      ARABIC_PLATFORM.lastIndex = from + 1;
      continue;
    }
    found.push({ from, to });
  }
  return found;
}

/**
 * "DM me" with no platform (a direct message is never this site's own messages): "DM me",
 * "inbox us", "DM for details", "send me a DM", "slide into my DMs", "hit my DM", "my DMs are
 * open"; Hausa "yi min DM", Yoruba "DM mi"; Arabic "راسلني على الخاص" (message me in private).
 * Not "4 pm me and…". Read around each "dm", "pm" or "inbox" only: one regex with every form
 * tried at every position of every field cost a tenth of a whole profile's check.
 */
const DM_WORD = /\b(?:dms?|pm|inbox)\b/g;
const DM_AFTER = /^\s+(?:me|us|mi|ni|mu|for)\b/;
const DM_BEFORE =
  /(?:\b(?:min|mana)|\bsend(?:\s+(?:me|us))?(?:\s+an?)?|\bslide\s+into\s+(?:my|our)|\bhit\s+(?:my|our|the))\s+$/;
const DIGIT_BEFORE = /[0-9]\s?$/;
const DM_OPEN_BEFORE = /\b(?:my|our)\s+$/;
const DM_OPEN_AFTER = /^\s+(?:is|are)\s+open\b/;
/** "خاص" (private) as normalization reads it: the Arabic form is looked for only around it. */
const PRIVATE = normalize('خاص').text;
const ARABIC_DIRECT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ARABIC_VERBS})(?:\\s+\\S+){0,2}?\\s+(?:(?:${ARABIC_PREPOSITIONS})\\s+)?(?:${arabic(['ال'])})?${arabic(['خاص'])}(?![\\p{L}\\p{N}])`,
  'u',
);

/** "DM me" and its kin in `value` (the normalized text; `arabic`: it has Arabic letters). */
export function findDirectMessage(
  value: string,
  arabic: boolean,
): { from: number; to: number } | null {
  DM_WORD.lastIndex = 0;
  const any = value.includes('dm') || value.includes('pm') || value.includes('inbox');
  for (let m = any ? DM_WORD.exec(value) : null; m; m = DM_WORD.exec(value)) {
    const from = m.index;
    const to = from + m[0].length;
    const before = value.slice(Math.max(0, from - 24), from);
    const after = value.slice(to, to + 16);
    const object = m[0] === 'dms' ? null : DM_AFTER.exec(after);
    if (object && !DIGIT_BEFORE.test(before)) return { from, to: to + object[0].length };
    const verb = DM_BEFORE.exec(before);
    if (verb) return { from: from - before.length + verb.index, to };
    const open = DM_OPEN_BEFORE.exec(before);
    const openAfter = open && DM_OPEN_AFTER.exec(after);
    if (open && openAfter) {
      return { from: from - before.length + open.index, to: to + openAfter[0].length };
    }
  }
  const m = arabic && value.includes(PRIVATE) ? ARABIC_DIRECT.exec(value) : null;
  return m ? { from: m.index, to: m.index + m[0].length } : null;
}
