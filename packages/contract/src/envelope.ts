import { z } from 'zod';

/** Every successful answer is `{ message, data }` (spec §7). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}
