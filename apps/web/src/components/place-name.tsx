import { type PlaceList, usePlaceName } from '../lib/place-names';

/** A stored country or nationality in the language shown (place-names.ts downloads them). */
export function PlaceName({ list, value }: { list: PlaceList; value: string }) {
  return <>{usePlaceName(list, value)}</>;
}
