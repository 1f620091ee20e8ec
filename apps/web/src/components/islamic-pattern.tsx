type IslamicPatternProps = { className?: string };

/**
 * A quiet tiling of eight-pointed stars and lozenges in the text colour (the `islamic-pattern`
 * utility in index.css: CSS, so it costs the JavaScript nothing). Purely decorative: hidden from
 * assistive technology.
 */
export function IslamicPattern({ className = '' }: IslamicPatternProps) {
  return <div aria-hidden="true" className={`islamic-pattern ${className}`} />;
}
