// Writes src/lib/place-names/<ha|yo|ar>.json: the contract's countries and nationalities
// (packages/contract/src/data) by their stored English value, named in each language.
// Run with `npx tsx apps/web/scripts/generate-place-names.ts`; edit this script, not the JSON.
//
// The names are CLDR's, as Node's full ICU holds them (`Intl.DisplayNames`), fixed below where
// CLDR gives none or a poor one. They are shipped rather than asked of the browser: Chromium
// has no Hausa or Yoruba region names (it answers in English), so a family's phone would not
// show them (decision 070, "Option labels, dates and money").
//
// A nationality is shown in Hausa, Yoruba and Arabic as its country's name ('Nigerian' →
// 'Najeriya', 'نيجيريا'): CLDR has no demonyms, and the languages' own (ɗan/ʼyar Najeriya,
// نيجيري/نيجيرية) change with the person's gender, which a picker does not know. "Citizenship:
// Nigeria" reads as it should in all three.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeKey } from '@waliyy/contract/places';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../packages/contract/package.json'));
const data = path.join(here, '../../../packages/contract/src/data');
const out = path.join(here, '../src/lib/place-names');
const read = (file: string): string[] => JSON.parse(readFileSync(path.join(data, file), 'utf8'));
const countries = read('countries.json');
const nationalities = read('nationalities.json');

const LANGUAGES = ['ha', 'yo', 'ar'] as const;
type Target = (typeof LANGUAGES)[number];

// Every region code ICU names in English, by its name's key.
const codeByName = new Map<string, string>();
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
for (const a of LETTERS) {
  for (const b of LETTERS) {
    const code = a + b;
    for (const style of ['long', 'short'] as const) {
      const name = new Intl.DisplayNames(['en'], { type: 'region', style, fallback: 'none' }).of(
        code,
      );
      if (name && name !== code) codeByName.set(placeKey(name), code);
    }
  }
}

/** Countries ICU spells otherwise. */
const COUNTRY_CODES: Record<string, string> = {
  'Bonaire, Sint Eustatius and Saba': 'BQ',
  'Cabo Verde': 'CV',
  'Democratic Republic of the Congo': 'CD',
  'East Timor': 'TL',
  'Heard Island and McDonald Islands': 'HM',
  'Hong Kong': 'HK',
  'Ivory Coast': 'CI',
  Macao: 'MO',
  Myanmar: 'MM',
  Palestine: 'PS',
  'Republic of the Congo': 'CG',
  'Saint Vincent and the Grenadines': 'VC',
  'South Georgia and the South Sandwich Islands': 'GS',
  'U.S. Minor Outlying Islands': 'UM',
};

/** The United Kingdom's home nations (decision 063): no region code, named here. */
const HOME_NATIONS: Record<string, Record<Target, string>> = {
  England: { ha: 'Ingila', yo: 'Ilẹ̀ England', ar: 'إنجلترا' },
  Scotland: { ha: 'Sukotlan', yo: 'Ilẹ̀ Scotland', ar: 'اسكتلندا' },
  Wales: { ha: 'Wales', yo: 'Ilẹ̀ Wales', ar: 'ويلز' },
  'Northern Ireland': { ha: 'Arewacin Ayalan', yo: 'Àríwá Ailandi', ar: 'أيرلندا الشمالية' },
};

/** CLDR's names replaced: a clearer everyday name, or one CLDR leaves in English. */
const FIXES: Record<Target, Record<string, string>> = {
  ha: {
    NG: 'Najeriya',
    PS: 'Falasɗinu',
    HK: 'Hong Kong',
    MO: 'Macao',
    MM: 'Myanmar (Burma)',
    // CLDR's Hausa left these in English (decision 076, "Places"): its earlier Hausa name,
    // and the "Tsibirin …" (island of …) its Hausa gives Bouvet, Christmas and Norfolk Island.
    CZ: 'Jamhuriyar Cak',
    IM: 'Tsibirin Man',
  },
  yo: {
    PS: 'Palẹsítínì',
    HK: 'Hong Kong',
    MO: 'Macao',
    SA: 'Saudi Arebia',
    CG: 'Kóńgò (Brazaville)',
    CD: 'Kóńgò (Kinshasa)',
  },
  ar: { PS: 'فلسطين', HK: 'هونغ كونغ', MO: 'ماكاو' },
};

/** Nationalities i18n-nationality (a devDependency of the contract) spells otherwise. */
const NATIONALITY_CODES: Record<string, string> = {
  'Antiguan and Barbudan': 'AG',
  'Bosnian and Herzegovinian': 'BA',
  Botswanan: 'BW',
  Djiboutian: 'DJ',
  Emirati: 'AE',
  Kosovar: 'XK',
  Maldivian: 'MV',
  Monegasque: 'MC',
  'Ni-Vanuatu': 'VU',
  Palestinian: 'PS',
  'Papua New Guinean': 'PG',
  Slovak: 'SK',
  'South Sudanese': 'SS',
  Surinamese: 'SR',
  'Trinidadian and Tobagonian': 'TT',
  Turkmen: 'TM',
  Vincentian: 'VC',
  Yemeni: 'YE',
};
const demonyms: Record<string, string> = JSON.parse(
  readFileSync(require.resolve('i18n-nationality/langs/en.json'), 'utf8'),
).nationalities;
const codeByDemonym = new Map(
  Object.entries(demonyms).map(([code, demonym]) => [placeKey(demonym), code]),
);

/** Nationalities of a home nation, or of either of two countries. */
const NATIONALITY_PLACES: Record<string, string[]> = {
  English: ['England'],
  Scottish: ['Scotland'],
  Welsh: ['Wales'],
  'Northern Irish': ['Northern Ireland'],
  Congolese: ['CG', 'CD'],
  Dominican: ['DM', 'DO'],
};

function regionName(language: Target, code: string): string {
  const fixed = FIXES[language][code];
  if (fixed) return fixed;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const name = names.of(code);
  if (!name || name === code) throw new Error(`No ${language} name for ${code}`);
  return name;
}

function placeName(language: Target, place: string): string {
  const home = HOME_NATIONS[place];
  return home ? home[language] : regionName(language, place);
}

for (const language of LANGUAGES) {
  const countryNames: Record<string, string> = {};
  for (const country of countries) {
    const home = HOME_NATIONS[country];
    if (home) {
      countryNames[country] = home[language];
      continue;
    }
    const code = COUNTRY_CODES[country] ?? codeByName.get(placeKey(country));
    if (!code) throw new Error(`No region code for ${country}`);
    countryNames[country] = regionName(language, code);
  }
  const nationalityNames: Record<string, string> = {};
  for (const nationality of nationalities) {
    const code = NATIONALITY_CODES[nationality] ?? codeByDemonym.get(placeKey(nationality));
    const places = NATIONALITY_PLACES[nationality] ?? (code ? [code] : []);
    if (!places[0]) throw new Error(`No country for ${nationality}`);
    nationalityNames[nationality] = places.map((place) => placeName(language, place)).join(' / ');
  }
  const file = path.join(out, `${language}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ countries: countryNames, nationalities: nationalityNames }, null, 2)}\n`,
  );
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
