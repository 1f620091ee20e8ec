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
// No permanent population, so nobody can name them as their country of residence.
const UNINHABITED = new Set(['AQ', 'BV', 'GS', 'HM', 'IO', 'TF', 'UM']);

const countryName = {};
for (const code of Object.keys(isoNames)) {
  const entry = countriesList[code];
  check(entry, `countries-list has no ${code}`);
  const fix = COUNTRY_NAME_FIXES[code];
  if (fix) check(entry.name === fix[0], `country fix for ${code} no longer needed`);
  countryName[code] = fix ? fix[1] : entry.name;
}
const countries = Object.keys(countryName)
  .filter((code) => !UNINHABITED.has(code))
  .map((code) => countryName[code])
  .sort(byName);
assertUnique(countries, 'country');
for (const name of ['Nigeria', 'United Kingdom', 'United States', 'Niger', 'Ghana']) {
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
nationalities.sort(byName);
assertUnique(nationalities, 'nationality');
for (const name of ['Nigerian', 'Nigerien', 'British', 'American', 'Ghanaian']) {
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

writeJson('countries.json', countries);
writeJson('nationalities.json', nationalities);
writeJson('nigeria.json', states);
