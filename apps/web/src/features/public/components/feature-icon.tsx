import { LineIcon } from '../../../components/line-icon';

// Line icons for the five features, in the order of FEATURES.
const PATHS = [
  // Halal matchmaking: two linked rings.
  'M9 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm6 4a5 5 0 1 1 0-10 5 5 0 0 1 0 10z',
  // Smart filter: a funnel.
  'M3 5h18l-7 8v6l-4-2v-4z',
  // Islamic values: a crescent and star.
  'M14 3a8 8 0 1 0 7 11.5A7 7 0 0 1 14 3zm5 2.5l.8 1.7 1.7.8-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z',
  // Strict privacy: a shield.
  'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zm-3 9l2 2 4-4',
  // User-friendly interface: a phone.
  'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
];

export function FeatureIcon({ index }: { index: number }) {
  return <LineIcon path={PATHS[index % PATHS.length]!} />;
}
