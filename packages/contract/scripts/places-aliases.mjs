// The alias tables for generate-places.mjs: other spellings of listed countries and nationalities.
import { assertUnique, byName, check } from './places-checks.mjs';

// Aliases (decision 063): other names of a listed country or nationality, as other lists spell
// them (the original web client's among them). Each is stored as the one listed value it names.
// Case, accents, punctuation, '&' and 'St.' are already forgiven by the lookup (places.ts), so
// only different words need an entry here. The ISO list's alternative names come first.
export const COUNTRY_ALIASES = {
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
export const NATIONALITY_ALIASES = {
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

export function aliasesOf(table, isoNames, listed, what) {
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
