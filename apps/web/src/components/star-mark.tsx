// The eight-pointed star (rub el hizb) used by the logo, the favicon and the decorations.
const STAR_POINTS =
  '32,10 38.44,16.44 47.56,16.44 47.56,25.56 54,32 47.56,38.44 47.56,47.56 38.44,47.56 32,54 25.56,47.56 16.44,47.56 16.44,38.44 10,32 16.44,25.56 16.44,16.44 25.56,16.44';

type StarMarkProps = { className?: string };

export function StarMark({ className }: StarMarkProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#064e3b" />
      <polygon
        points={STAR_POINTS}
        fill="none"
        stroke="#e9b949"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="7" fill="#e9b949" />
    </svg>
  );
}
