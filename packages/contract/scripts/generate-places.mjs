// Writes src/data/{countries,nationalities,nigeria}.json from the data packages in
// devDependencies. The JSON is checked in, so the app never depends on these packages at run
// time; run again only to pick up a data change:
//   node packages/contract/scripts/generate-places.mjs
// Every fix below is asserted to still be needed, so a package update that corrects (or moves)
// the data fails here instead of silently changing the lists.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/data/', import.meta.url));

function check(condition, message) {
  if (!condition) throw new Error(`generate-places: ${message}`);
}

function assertUnique(list, what) {
  const seen = new Set();
  for (const item of list) {
    check(!seen.has(item), `duplicate ${what}: ${item}`);
    seen.add(item);
  }
}

const byName = (a, b) => a.localeCompare(b, 'en');

/** One entry a line: compact, yet a data change shows up as a readable diff. */
function writeJson(file, entries) {
  const body = entries.map((entry) => JSON.stringify(entry)).join(',\n');
  writeFileSync(`${outDir}${file}`, `[\n${body}\n]\n`);
  console.log(`wrote src/data/${file} (${entries.length} entries)`);
}

// ---------------------------------------------------------------------------------------------
// Countries: i18n-iso-countries decides which codes exist (countries-list also carries AC and
// TA, which are not ISO 3166-1 codes); countries-list gives the everyday English name
// ('United Kingdom', 'United States', 'Iran', not 'Islamic Republic of Iran').
const isoNames = require('i18n-iso-countries/langs/en.json').countries;
const countriesList = require('countries-list').countries;

// countries-list strips diacritics and shortens one name; the ISO spelling is right.
const COUNTRY_NAME_FIXES = {
  AX: ['Aland', 'Åland Islands'],
  BL: ['Saint Barthelemy', 'Saint Barthélemy'],
  BQ: ['Bonaire', 'Bonaire, Sint Eustatius and Saba'],
  CW: ['Curacao', 'Curaçao'],
  RE: ['Reunion', 'Réunion'],
};
// The home nations of the United Kingdom, which the original web client offers beside it
// (DECISIONS 37); the territories with no permanent population are kept for the same reason.
const UK_NATIONS = ['England', 'Northern Ireland', 'Scotland', 'Wales'];

const countryName = {};
for (const code of Object.keys(isoNames)) {
  const entry = countriesList[code];
  check(entry, `countries-list has no ${code}`);
  const fix = COUNTRY_NAME_FIXES[code];
  if (fix) check(entry.name === fix[0], `country fix for ${code} no longer needed`);
  countryName[code] = fix ? fix[1] : entry.name;
}
const countries = [...Object.values(countryName), ...UK_NATIONS].sort(byName);
assertUnique(countries, 'country');
for (const name of ['Nigeria', 'United Kingdom', 'England', 'United States', 'Niger', 'Ghana']) {
  check(countries.includes(name), `country ${name} missing`);
}

// ---------------------------------------------------------------------------------------------
// Nationalities: i18n-nationality maps an ISO code to a demonym. Where it has none it repeats
// the territory's name ('Bermuda', 'Guam'); those people hold another listed nationality
// (British, American, French...), so the entry is dropped unless a fix below supplies one.
const demonyms = require('i18n-nationality/langs/en.json').nationalities;

const NATIONALITY_FIXES = {
  AE: ['Emirian', 'Emirati'],
  AG: ['Antiguans', 'Antiguan and Barbudan'],
  BA: ['Bosnian - Herzegovinian', 'Bosnian and Herzegovinian'],
  BW: ['Batswana', 'Botswanan'], // plural noun, not the adjective
  DJ: ['Djibouti', 'Djiboutian'],
  MC: ['Monacan', 'Monegasque'],
  MV: ['Maldivan', 'Maldivian'],
  PG: ['Papua New Guinea', 'Papua New Guinean'],
  PS: ['Palestinian Territory, Occupied', 'Palestinian'],
  SK: ['Slovakian', 'Slovak'],
  SR: ['Surinamer', 'Surinamese'],
  SS: ['South Sudan', 'South Sudanese'],
  TM: ['Turkmenistan', 'Turkmen'],
  TT: ['Trinidadian or Tobagonian', 'Trinidadian and Tobagonian'],
  VC: ['Saint Vincent and the Grenadines', 'Vincentian'],
  VU: ['Vanuatu', 'Ni-Vanuatu'],
  XK: ['Kosovo', 'Kosovar'],
  YE: ['Yemenite', 'Yemeni'],
};
// French overseas parts repeat 'French (…)' and their people are French; WF is given as
// 'Welsh' (wrong: Wallis and Futuna is French); the Isle of Man's people are British.
const NATIONALITY_DROPS = new Set(['GF', 'PF', 'TF', 'WF', 'IM']);

// Compared without case: HM is spelt 'Mcdonald' here and 'McDonald' in the country lists.
const placeNames = (code) =>
  [isoNames[code], countriesList[code]?.name].flat().map((name) => name.toLowerCase());
const nationalities = [];
for (const [code, raw] of Object.entries(demonyms)) {
  const fix = NATIONALITY_FIXES[code];
  if (fix) check(raw === fix[0], `nationality fix for ${code} no longer needed (now '${raw}')`);
  const demonym = fix ? fix[1] : raw;
  if (NATIONALITY_DROPS.has(code) || placeNames(code).includes(demonym.toLowerCase())) continue;
  nationalities.push(demonym);
}
// The home nations' demonyms (DECISIONS 37), and the two names that do not say which Congo or
// Dominica: the original web client offers them, so they stand as values of their own.
nationalities.push('English', 'Northern Irish', 'Scottish', 'Welsh', 'Congolese', 'Dominican');
nationalities.sort(byName);
assertUnique(nationalities, 'nationality');
for (const name of ['Nigerian', 'Nigerien', 'British', 'Scottish', 'American', 'Ghanaian']) {
  check(nationalities.includes(name), `nationality ${name} missing`);
}

// ---------------------------------------------------------------------------------------------
// Nigeria: nigerian-states-and-lgas has all 37 entries and exactly 774 LGAs with the official
// count in every state. naija-state-local-government was rejected: 846 'LGAs' that include
// towns and split names ('Isiala', 'Ngwa North'), duplicates in Edo and typos ('Numna').
// It was still useful as a cross-check, which, with INEC's list, found the fixes below.
const nigeria = require('nigerian-states-and-lgas').all();

const STATE_NAME_FIXES = { Kastina: 'Katsina' };
// 'A/B' entries where A is only a clipped form of B, and plain misspellings.
const LGA_FIXES = {
  Adamawa: { Fufure: 'Fufore' },
  Bauchi: { Damban: 'Dambam', 'Ganju/Ganjuwa': 'Ganjuwa' },
  Bayelsa: { 'Ekere/Ekeremor': 'Ekeremor', 'Sagba/Sagbama': 'Sagbama' },
  'Cross River': { Yakuur: 'Yakurr' },
  Katsina: { 'Sanda/Sandamu': 'Sandamu' },
  Kebbi: { 'Maiya/Maiyama': 'Maiyama' },
  Ogun: { 'Obafemi/Obafemi Owode': 'Obafemi Owode', 'Shaga/Shagamu': 'Sagamu' },
  Oyo: { Orelope: 'Oorelope' },
  Sokoto: { 'Goron/Goronyo': 'Goronyo', Wamako: 'Wamakko' },
  Taraba: { Kumi: 'Kurmi' },
  Zamfara: { Chafe: 'Tsafe' },
};
// Official LGA count per state (INEC), so a lost or invented LGA cannot slip through.
const LGA_COUNTS = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const states = nigeria
  .map(({ state, lgas }) => {
    const name = STATE_NAME_FIXES[state] ?? state.trim();
    const fixes = LGA_FIXES[name] ?? {};
    for (const from of Object.keys(fixes)) {
      check(lgas.includes(from), `LGA fix ${name}/${from} no longer needed`);
    }
    const fixed = lgas.map((lga) => fixes[lga] ?? lga.trim()).sort(byName);
    assertUnique(fixed, `LGA in ${name}`);
    check(fixed.length === LGA_COUNTS[name], `${name} has ${fixed.length} LGAs`);
    return { name, lgas: fixed };
  })
  .sort((a, b) => byName(a.name, b.name));
assertUnique(
  states.map((s) => s.name),
  'state',
);
check(states.length === 37, `expected 36 states and the FCT, got ${states.length}`);
const lgaTotal = states.reduce((n, s) => n + s.lgas.length, 0);
check(lgaTotal === 774, `expected 774 LGAs, got ${lgaTotal}`);

// ---------------------------------------------------------------------------------------------
// Aliases (DECISIONS 37): other names of a listed country or nationality, as other lists spell
// them (the original web client's among them). Each is stored as the one listed value it names.
// Case, accents, punctuation, '&' and 'St.' are already forgiven by the lookup (places.ts), so
// only different words need an entry here. The ISO list's alternative names come first.
const COUNTRY_ALIASES = {
  Bonaire: 'Bonaire, Sint Eustatius and Saba',
  'Caribbean Netherlands': 'Bonaire, Sint Eustatius and Saba',
  Britain: 'United Kingdom',
  'United Kingdom of Great Britain and Northern Ireland': 'United Kingdom',
  'Brunei Darussalam': 'Brunei',
  Burma: 'Myanmar',
  'Cape Verde': 'Cabo Verde',
  'Cocos Islands': 'Cocos (Keeling) Islands',
  'Congo, Democratic Republic of the': 'Democratic Republic of the Congo',
  'Congo, The Democratic Republic of the': 'Democratic Republic of the Congo',
  'Democratic Republic of Congo': 'Democratic Republic of the Congo',
  'DR Congo': 'Democratic Republic of the Congo',
  'Congo (Kinshasa)': 'Democratic Republic of the Congo',
  'Congo, Republic of the': 'Republic of the Congo',
  'Congo (Brazzaville)': 'Republic of the Congo',
  'Falkland Islands (Malvinas)': 'Falkland Islands',
  'Holy See': 'Vatican City',
  'Holy See (Vatican City State)': 'Vatican City',
  'Vatican City State': 'Vatican City',
  'Hong Kong SAR China': 'Hong Kong',
  'Iran, Islamic Republic of': 'Iran',
  "Korea, Democratic People's Republic of": 'North Korea',
  "Democratic People's Republic of Korea": 'North Korea',
  'Korea, North': 'North Korea',
  'Korea, South': 'South Korea',
  'Kyrgyz Republic': 'Kyrgyzstan',
  "Lao People's Democratic Republic": 'Laos',
  'Libyan Arab Jamahiriya': 'Libya',
  Macau: 'Macao',
  Macedonia: 'North Macedonia',
  'Republic of Macedonia': 'North Macedonia',
  'Macedonia, The Former Yugoslav Republic of': 'North Macedonia',
  'Micronesia, Federated States of': 'Micronesia',
  'Moldova, Republic of': 'Moldova',
  'Republic of Moldova': 'Moldova',
  'Myanmar (Burma)': 'Myanmar',
  // Dissolved in 2010; Curaçao is the largest of the islands it left.
  'Netherlands Antilles': 'Curaçao',
  'Palestinian Territory, Occupied': 'Palestine',
  'Palestinian Territories': 'Palestine',
  'Palestine, State of': 'Palestine',
  'Saint Helena, Ascension and Tristan da Cunha': 'Saint Helena',
  'Saint Martin (French part)': 'Saint Martin',
  'Sint Maarten (Dutch part)': 'Sint Maarten',
  'Slovak Republic': 'Slovakia',
  Svalbard: 'Svalbard and Jan Mayen',
  Swaziland: 'Eswatini',
  'Syrian Arab Republic': 'Syria',
  'Tanzania, United Republic of': 'Tanzania',
  'Timor-Leste': 'East Timor',
  'Bahamas, The': 'Bahamas',
  'Gambia, The': 'Gambia',
  'Viet Nam': 'Vietnam',
  'Virgin Islands, British': 'British Virgin Islands',
  'Virgin Islands, U.S.': 'U.S. Virgin Islands',
  'United States Virgin Islands': 'U.S. Virgin Islands',
  'Wallis and Futuna Islands': 'Wallis and Futuna',
  'Sahrawi Arab Democratic Republic': 'Western Sahara',
};
const NATIONALITY_ALIASES = {
  Antiguans: 'Antiguan and Barbudan',
  Barbudans: 'Antiguan and Barbudan',
  Argentine: 'Argentinean',
  Batswana: 'Botswanan',
  Motswana: 'Botswanan',
  Bosnian: 'Bosnian and Herzegovinian',
  Herzegovinian: 'Bosnian and Herzegovinian',
  'Bosnian - Herzegovinian': 'Bosnian and Herzegovinian',
  Basotho: 'Mosotho',
  Burman: 'Burmese',
  'Cabo Verdean': 'Cape Verdean',
  Comorian: 'Comoran',
  Djibouti: 'Djiboutian',
  Ecuadorian: 'Ecuadorean',
  Emirian: 'Emirati',
  Icelander: 'Icelandic',
  Kazakh: 'Kazakhstani',
  Kittitian: 'Kittian and Nevisian',
  Kyrgyzstani: 'Kyrgyz',
  Lao: 'Laotian',
  Luxembourgish: 'Luxembourger',
  Maldivan: 'Maldivian',
  Monacan: 'Monegasque',
  Nepali: 'Nepalese',
  Netherlander: 'Dutch',
  'North Macedonian': 'Macedonian',
  'Palestinian Territory, Occupied': 'Palestinian',
  Philippine: 'Filipino',
  Sammarinese: 'San Marinese',
  Santomean: 'Sao Tomean',
  'Saudi Arabian': 'Saudi',
  Slovakian: 'Slovak',
  Surinamer: 'Surinamese',
  Swati: 'Swazi',
  Tajikistani: 'Tajik',
  Timorese: 'East Timorese',
  'Trinidadian or Tobagonian': 'Trinidadian and Tobagonian',
  'Trinidadian/Tobagonian': 'Trinidadian and Tobagonian',
  Trinidadian: 'Trinidadian and Tobagonian',
  Tobagonian: 'Trinidadian and Tobagonian',
  Uzbek: 'Uzbekistani',
  Yemenite: 'Yemeni',
};

function aliasesOf(table, isoNames, listed, what) {
  const pairs = Object.entries(table);
  for (const names of isoNames) {
    const value = names.find((name) => listed.includes(name));
    check(value, `${what}: no listed name among ${names.join(' / ')}`);
    for (const name of names) if (name !== value) pairs.push([name, value]);
  }
  for (const [alias, value] of pairs) {
    check(listed.includes(value), `${what} alias ${alias}: ${value} is not listed`);
    check(!listed.includes(alias), `${what} alias ${alias} is itself listed`);
  }
  assertUnique(
    pairs.map(([alias]) => alias),
    `${what} alias`,
  );
  return pairs.sort((a, b) => byName(a[0], b[0]));
}
const isoAlternatives = Object.values(isoNames).filter(Array.isArray);
// 'Congo' alone is the ISO short name of the Republic of the Congo.
const countryAliases = aliasesOf(
  COUNTRY_ALIASES,
  isoAlternatives.map((names) =>
    names.includes('Congo') ? names.filter((n) => n !== 'Congo') : names,
  ),
  countries,
  'country',
);
countryAliases.push(['Congo', 'Republic of the Congo']);
countryAliases.sort((a, b) => byName(a[0], b[0]));
const nationalityAliases = aliasesOf(NATIONALITY_ALIASES, [], nationalities, 'nationality');

writeJson('countries.json', countries);
writeJson('country-aliases.json', countryAliases);
writeJson('nationality-aliases.json', nationalityAliases);
writeJson('nationalities.json', nationalities);
writeJson('nigeria.json', states);
