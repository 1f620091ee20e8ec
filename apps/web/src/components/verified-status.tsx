import type { ReactNode } from 'react';

type VerifiedStatusProps = {
  /** What is shown: 'Phone number', 'Second e-mail address'. */
  term: string;
  /** The number or address, or what stands for none. */
  children: ReactNode;
  /** The pill beside it: confirmed or waiting (none: no pill). */
  status?: { isVerified: boolean; verified: string; unverified: string };
  className?: string;
};

/** Settings › Account: a contact detail of the account and whether it is confirmed yet. */
export function VerifiedStatus({ term, children, status, className = '' }: VerifiedStatusProps) {
  return (
    <dl
      className={`grid gap-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-cream-300 ${className}`}
    >
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        {children}
        {status ? (
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              status.isVerified ? 'bg-brand-100 text-brand-900' : 'bg-gold-200 text-gold-800'
            }`}
          >
            {status.isVerified ? status.verified : status.unverified}
          </span>
        ) : null}
      </dd>
    </dl>
  );
}
