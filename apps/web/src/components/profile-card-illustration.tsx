import type { Gender } from '@waliyy/contract/options';

type ProfileCardIllustrationProps = { gender: Gender; className?: string };

// There are no photos (product.md §1): a card shows a drawn figure chosen by gender — a sister in a
// hijab, a brother in a kufi — on the brand's green, inline so nothing loads from elsewhere.
export function ProfileCardIllustration({ gender, className }: ProfileCardIllustrationProps) {
  return (
    <svg
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-gender={gender}
    >
      <rect width="120" height="120" rx="60" fill="#d1fae5" />
      {gender === 'FEMALE' ? <Sister /> : <Brother />}
    </svg>
  );
}

function Sister() {
  return (
    <g>
      {/* Abaya and shoulders. */}
      <path d="M22 120c2-26 18-40 38-40s36 14 38 40z" fill="#065f46" />
      {/* Hijab framing the face, falling over the shoulders. */}
      <path
        d="M60 22c-18 0-29 13-29 31 0 13 5 24 13 31 5 4 10 6 16 6s11-2 16-6c8-7 13-18 13-31 0-18-11-31-29-31z"
        fill="#064e3b"
      />
      <ellipse cx="60" cy="55" rx="16" ry="19" fill="#f6d5b8" />
      <path d="M44 50c3-11 10-16 16-16s13 5 16 16c-5-6-10-8-16-8s-11 2-16 8z" fill="#064e3b" />
      <path d="M36 86c8 6 16 9 24 9s16-3 24-9" fill="none" stroke="#e9b949" strokeWidth="2.5" />
    </g>
  );
}

function Brother() {
  return (
    <g>
      {/* Thobe and shoulders. */}
      <path d="M22 120c2-26 18-40 38-40s36 14 38 40z" fill="#065f46" />
      <path d="M60 82v38" stroke="#e9b949" strokeWidth="2.5" />
      <rect x="53" y="70" width="14" height="14" rx="5" fill="#f0c8a4" />
      <ellipse cx="60" cy="54" rx="17" ry="20" fill="#f6d5b8" />
      {/* Beard. */}
      <path d="M43 56c1 14 8 22 17 22s16-8 17-22c-3 6-9 9-17 9s-14-3-17-9z" fill="#3f2d20" />
      {/* Kufi. */}
      <path d="M42 44c0-12 8-19 18-19s18 7 18 19z" fill="#fffdf8" />
      <path d="M42 44h36" stroke="#e9b949" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  );
}
