// Writes src/data/{countries,nationalities,nigeria}.json from the data packages in
// devDependencies. The JSON is checked in, so the app never depends on these packages at run
// time; run again only to pick up a data change:
//   node packages/contract/scripts/generate-places.mjs
// Every fix below is asserted to still be needed, so a package update that corrects (or moves)
// the data fails here instead of silently changing the lists.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { aliasesOf, COUNTRY_ALIASES, NATIONALITY_ALIASES } from './places-aliases.mjs';
import { assertUnique, byName, check } from './places-checks.mjs';
import { nigeriaStates } from './places-nigeria.mjs';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/data/', import.meta.url));

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
// (decision 063); the territories with no permanent population are kept for the same reason.
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
// The home nations' demonyms (decision 063), and the two names that do not say which Congo or
// Dominica: the original web client offers them, so they stand as values of their own.
nationalities.push('English', 'Northern Irish', 'Scottish', 'Welsh', 'Congolese', 'Dominican');
nationalities.sort(byName);
assertUnique(nationalities, 'nationality');
for (const name of ['Nigerian', 'Nigerien', 'British', 'Scottish', 'American', 'Ghanaian']) {
  check(nationalities.includes(name), `nationality ${name} missing`);
}

// Nigeria (places-nigeria.mjs).
const states = nigeriaStates();

// Aliases (places-aliases.mjs).
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
