// Anonymous visits (decision 020; decision 062): `POST /metrics/log-visit` counts a page
// view per UTC day and path, and nothing about who viewed it.
import { z } from 'zod';
import { oneLineText } from './text-fields';

/** The longest path-like text taken; the server keeps a short, tidied form of it. */
export const VISIT_PATH_INPUT_MAX = 2048;

export const METRICS_MESSAGES = {
  path: `A page path is text of at most ${VISIT_PATH_INPUT_MAX} characters`,
} as const;

const PathLike = oneLineText({ error: METRICS_MESSAGES.path }).max(
  VISIT_PATH_INPUT_MAX,
  METRICS_MESSAGES.path,
);

/**
 * What a client says it visited, under whichever of the usual names it uses (`path`,
 * `pathname`, `page`, `url`, `route`; the first given wins), or nothing at all: an empty object
 * or no body counts a visit with no path. A full URL is taken for its path; the query string
 * and fragment are dropped; ids are collapsed (`/recommendation/:id`). Other fields are ignored.
 */
export const LogVisitBody = z
  .object({
    path: PathLike.optional(),
    pathname: PathLike.optional(),
    page: PathLike.optional(),
    url: PathLike.optional(),
    route: PathLike.optional(),
  })
  .nullable()
  .optional();
export type LogVisitBody = z.output<typeof LogVisitBody>;
