type LineIconProps = { path: string };

/** A 24×24 stroked icon on a green tile. Decorative: the text beside it carries the meaning. */
export function LineIcon({ path }: LineIconProps) {
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-900 text-gold-300">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
