// The string builders every request schema uses (decision 018), so that no field lets a control
// character through to the database or an e-mail. What each class of character gets, and why,
// is in text-chars.ts.
import { z } from 'zod';
import {
  cleanMultiLine,
  cleanOneLine,
  hasNul,
  multiLineProblem,
  oneLineProblem,
  TEXT_MESSAGES,
} from './text-chars';

type StringParams = Parameters<typeof z.string>[0];

const refuse =
  (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/**
 * A name, a place, a search, a title: invisible formatting removed, trimmed, no line break or
 * other control character. Chain `.min()`/`.max()` as on z.string().
 */
export const oneLineText = (params?: StringParams) =>
  z.string(params).overwrite(cleanOneLine).superRefine(refuse(oneLineProblem));

/** 'About', a note, a description: as one-line text, but line feeds and tabs are kept. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).overwrite(cleanMultiLine).superRefine(refuse(multiLineProblem));

/**
 * Kept exactly as sent — passwords, tokens, ids — but never with NUL, which PostgreSQL
 * refuses and no client sends on purpose.
 */
export const opaqueText = (params?: StringParams) =>
  z.string(params).refine((value) => !hasNul(value), TEXT_MESSAGES.controls);

/** Any value, but a string in it carries no NUL (fields echoed back and compared, not kept). */
export const noNulValue = () =>
  z.unknown().refine((v) => typeof v !== 'string' || !hasNul(v), TEXT_MESSAGES.controls);
