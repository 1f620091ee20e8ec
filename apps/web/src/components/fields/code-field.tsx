import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/**
 * A one-time code's field (the e-mailed sign-up code, the texted phone code): digits, the
 * browser's code autofill, large spaced figures. Spread react-hook-form's `register(name)` into it.
 */
export function CodeField({ className = '', ...props }: ComponentProps<typeof TextField>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      className={`${className} [&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]`}
      {...props}
    />
  );
}

/** The wait before another code can be sent ('You can ask again in 42 s'), read out as it changes. */
export function ResendWait({ children }: { children: string }) {
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {children}
    </p>
  );
}
