// Nigeria's states and LGAs for generate-places.mjs, with the fixes the source data needs.
import { createRequire } from 'node:module';
import { assertUnique, byName, check } from './places-checks.mjs';

const require = createRequire(import.meta.url);

// Nigeria: nigerian-states-and-lgas has all 37 entries and exactly 774 LGAs with the official
// count in every state. naija-state-local-government was rejected: 846 'LGAs' that include
// towns and split names ('Isiala', 'Ngwa North'), duplicates in Edo and typos ('Numna').
// It was still useful as a cross-check, which, with INEC's list, found the fixes below.

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

/** The 36 states and the FCT, each with its LGAs, sorted by name; every count checked. */
export function nigeriaStates() {
  const nigeria = require('nigerian-states-and-lgas').all();
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
  return states;
}
