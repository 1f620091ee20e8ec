import { useId } from 'react';

type IslamicPatternProps = { className?: string };

/**
 * A quiet tiling of eight-pointed stars and lozenges, drawn as an SVG pattern so it costs a few
 * hundred bytes and no request. Purely decorative: hidden from assistive technology.
 */
export function IslamicPattern({ className }: IslamicPatternProps) {
  const id = useId();
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id={id} width="64" height="64" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth="1.2">
            <rect x="18" y="18" width="28" height="28" />
            <rect x="18" y="18" width="28" height="28" transform="rotate(45 32 32)" />
            <path d="M0 0 L10 10 M64 0 L54 10 M0 64 L10 54 M64 64 L54 54" />
            <circle cx="32" cy="32" r="5" />
            <path d="M32 -6 L38 0 L32 6 L26 0 Z M32 58 L38 64 L32 70 L26 64 Z" />
            <path d="M-6 32 L0 26 L6 32 L0 38 Z M58 32 L64 26 L70 32 L64 38 Z" />
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
