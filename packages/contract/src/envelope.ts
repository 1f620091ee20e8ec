import { z } from 'zod';

/** Every successful answer is `{ message, data }` (product.md §7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/**
 * The paging a list answer applied, in `meta` beside `data` (product.md §7, decisions 048, 062): the
 * page and limit used, how many there are, and — only when the limit asked for was above the
 * most a page holds and was clamped — the limit asked for.
 */
export const PageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalCount: z.number().int(),
  requestedLimit: z.number().int().optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** What a page query applied (see PageQuery: `requestedLimit` is there only when clamped). */
export type PageWindow = { page: number; limit: number; requestedLimit?: number };

/** A list's `meta` from the page query it answered and its count. */
export const pageMeta = (
  { page, limit, requestedLimit }: PageWindow,
  totalCount: number,
): PageMeta =>
  requestedLimit === undefined
    ? { page, limit, totalCount }
    : { page, limit, totalCount, requestedLimit };

/** A list answer: `{ message, data, meta }`, `meta` saying what paging was applied. */
export function pagedEnvelope<T extends z.ZodType, M extends z.ZodType = typeof PageMeta>(
  data: T,
  meta?: M,
) {
  return z.object({ message: z.string(), data, meta: (meta ?? PageMeta) as M });
}

/** An answer with nothing but a message. */
export const MessageResponse = envelope(z.null());
export type MessageResponse = z.infer<typeof MessageResponse>;
