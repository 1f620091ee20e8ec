import { Fragment } from 'react';

type EmailAddressProps = { address: string; className?: string };

/**
 * An e-mail address that wraps only where a reader expects it (decision 070, "Fitting a
 * phone"): after the `@`, or before a dot or a hyphen (so a line never ends in a hyphen that
 * reads as the page's own), never inside a name — `break-all` cut "example.com" into "exam"
 * and "ple.com" on a 390 px phone, and a browser would break after any hyphen. It reads left
 * to right inside an Arabic page too, isolated from the words around it (`dir` isolates).
 * A single piece wider than the whole line still breaks rather than push the page sideways:
 * the last resort, not the rule.
 */
export function EmailAddress({ address, className = '' }: EmailAddressProps) {
  const pieces = address.split(/(?<=@)|(?=[.-])/);
  return (
    <span dir="ltr" className={`[overflow-wrap:anywhere] ${className}`}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address never move.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece.startsWith('-') ? (
            <>
              {/* The hyphen held to the letter after it: no break there. */}
              <span className="whitespace-nowrap">{piece.slice(0, 2)}</span>
              {piece.slice(2)}
            </>
          ) : (
            piece
          )}
        </Fragment>
      ))}
    </span>
  );
}
