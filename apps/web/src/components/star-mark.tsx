type StarMarkProps = { className?: string };

/**
 * The eight-pointed star (rub el hizb) used by the logo, the favicon and the decorations: the
 * `star-mark` utility in index.css draws it. Decorative: the text beside it says what it is.
 */
export function StarMark({ className = '' }: StarMarkProps) {
  return <span aria-hidden="true" className={`star-mark block ${className}`} />;
}
