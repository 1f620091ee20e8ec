import { StarMark } from './star-mark';

type LogoProps = { tone?: 'dark' | 'light' };

/** Mark and wordmark; the link around it carries the accessible name. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <StarMark className="size-9 shrink-0" />
      <span
        className={`font-serif text-2xl font-semibold tracking-tight ${
          tone === 'dark' ? 'text-brand-900' : 'text-cream-50'
        }`}
      >
        Waliyy
      </span>
    </span>
  );
}
