// The number words `digitize` reads, per digit. Latin-script words are written as normalization
// leaves them (lower case, accents and tone marks gone: "zéro" is "zero", "ẹ̀ta" is "eta",
// "ɗaya" is "daya"). Arabic words are written as families type them and are read through the
// same normalization when the module loads (number-words.ts), so they match whatever it makes
// of Arabic letters.
//
// Kept conservative: a word here counts only inside a run of seven digits or more with nothing
// but marks and spaces between (number-words.ts), so "uku", "okan" (heart), "un", "six" or "ست"
// (a lady) in a sentence are never read. English words that are common in ordinary sentences
// next to years and counts ("to", "for") are left out: "from 2015 to 2019" must stay years.
export const LATIN_WORDS: Record<string, readonly string[]> = {
  // English, "oh"/"nought"; Pidgin (ziro, wan, tu, tree, fo, faiv, siks, sevun, eit, nain) and
  // its homophones ("ate oh tree one too" = 8 0 3 1 2, "won"); French (zéro, un, deux, trois,
  // quatre, cinq, six, sept, huit, neuf); Hausa (sifiri/sifili, ɗaya, biyu, uku, huɗu, biyar,
  // shida, bakwai, takwas, tara, as the web's Hausa catalog spells them); Yoruba counting and
  // "how many" forms (ookan/ení, eeji/èjì/méjì … eesan/mẹ́sàn-án); Igbo (efu, otu, abụọ …).
  0: ['zero', 'oh', 'nought', 'naught', 'ziro', 'sifiri', 'sifili', 'odo', 'efu'],
  1: ['one', 'wan', 'won', 'un', 'une', 'daya', 'okan', 'ookan', 'ikan', 'eni', 'otu'],
  2: ['two', 'tu', 'too', 'deux', 'biyu', 'eji', 'eeji', 'meji', 'abuo'],
  3: ['three', 'tree', 'tri', 'trois', 'uku', 'eta', 'eeta', 'meta', 'ato'],
  4: ['four', 'fo', 'foh', 'quatre', 'hudu', 'erin', 'eerin', 'merin', 'ano'],
  5: ['five', 'faiv', 'fiv', 'cinq', 'biyar', 'arun', 'aarun', 'marun', 'ise'],
  6: ['six', 'siks', 'shida', 'efa', 'eefa', 'mefa', 'isii'],
  7: ['seven', 'sevun', 'seben', 'sept', 'bakwai', 'eje', 'eeje', 'meje', 'asaa'],
  8: ['eight', 'eit', 'ate', 'huit', 'takwas', 'ejo', 'eejo', 'mejo', 'asato'],
  9: ['nine', 'nain', 'neuf', 'tara', 'esan', 'eesan', 'mesan', 'itoolu', 'iteghete', 'toolu'],
};

/**
 * Arabic digits as words, Modern Standard and the spellings families type (with and without
 * hamza, taa marbuta written as haa, the Egyptian/Levantine "تلاتة", "تمانية", "اتنين").
 */
export const ARABIC_WORDS: Record<string, readonly string[]> = {
  0: ['صفر', 'زيرو'],
  1: ['واحد', 'واحدة', 'واحده'],
  2: ['اثنين', 'اثنان', 'إثنين', 'إثنان', 'اتنين', 'تنين'],
  3: ['ثلاثة', 'ثلاث', 'ثلاثه', 'تلاتة', 'تلاته', 'تلات'],
  4: ['أربعة', 'اربعة', 'أربع', 'اربع', 'أربعه', 'اربعه'],
  5: ['خمسة', 'خمس', 'خمسه'],
  6: ['ستة', 'ست', 'سته'],
  7: ['سبعة', 'سبع', 'سبعه'],
  8: ['ثمانية', 'ثمان', 'ثماني', 'ثمانيه', 'تمانية', 'تمانيه', 'تمنية'],
  9: ['تسعة', 'تسع', 'تسعه'],
};

/** Arabic "and", written joined to the next word: "صفر وثمانية". */
export const ARABIC_AND = 'و';
