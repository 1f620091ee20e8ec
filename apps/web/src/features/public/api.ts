import type { Language } from '@waliyy/contract/languages';
import type { Plan } from '@waliyy/contract/plans';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/translate';
import { plansPath } from '../../lib/plans-path';

// Public pages use plain fetch and a hand-written check, not TanStack Query or zod: both would
// land in the `/` bundle (decision 057). `import type` above is erased at build time.

const CURRENCIES: ReadonlySet<string> = new Set(['NGN', 'USD', 'GBP']);

function isPlan(value: unknown): value is Plan {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p._id === 'string' &&
    typeof p.planName === 'string' &&
    typeof p.amount === 'number' &&
    Number.isFinite(p.amount) &&
    p.amount >= 0 &&
    typeof p.currency === 'string' &&
    CURRENCIES.has(p.currency) &&
    typeof p.planDescription === 'string' &&
    Array.isArray(p.providers)
  );
}

/** GET /api/v1/plans/ (no token, decision 031) → the paid plans, their lines in `language`. */
export async function fetchPlans(language: Language, signal?: AbortSignal): Promise<Plan[]> {
  const response = await fetch(`/api/v1${plansPath(language)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Plans request failed with status ${response.status}`);
  const body: unknown = await response.json();
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || !data.every(isPlan)) throw new Error('Unexpected plans response');
  return data;
}

export type PlansState =
  | { status: 'loading' }
  | { status: 'success'; plans: Plan[] }
  | { status: 'error' };

/** Loads the plans once per mount and language; `retry` asks again after a failure. */
export function usePlans(): PlansState & { retry: () => void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const language = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the refetch trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPlans(language, controller.signal).then(
      (plans) => setState({ status: 'success', plans }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
