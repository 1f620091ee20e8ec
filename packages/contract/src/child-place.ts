/** Where a single comes from and lives: consistent for Nigeria, free text elsewhere. */
import { CHILD_MESSAGES, NIGERIA, NIGERIAN_CITIZENSHIP } from './child-messages';
import { isLgaOf, isNigerianState } from './places';

/**
 * Where the single comes from must be consistent for Nigeria, and only there (decision 063).
 * A Nigerian living in Nigeria names a Nigerian state of origin; a single from a Nigerian state
 * living in Nigeria names one of its LGAs. Anywhere else, state and 'LGA or county' are free
 * text (a Nigerian family in London: state 'Lagos', lga 'London').
 */
export function placeErrors(place: {
  citizenship: string;
  state: string;
  lga: string;
  countryofResidence: string;
}): Record<string, string> {
  if (place.countryofResidence !== NIGERIA) return {};
  const isNigerian = place.citizenship === NIGERIAN_CITIZENSHIP;
  if (isNigerian && !isNigerianState(place.state)) return { state: CHILD_MESSAGES.stateNigeria };
  if (isNigerianState(place.state) && !isLgaOf(place.state, place.lga)) {
    return { lga: CHILD_MESSAGES.lgaOfState };
  }
  return {};
}

/** Whether the LGA must come from the state's list (the web's picker or free text). */
export function isLgaListed(place: { state: string; countryofResidence: string }): boolean {
  return place.countryofResidence === NIGERIA && isNigerianState(place.state);
}
