/**
 * The shape checker (scripts/check-shape.mjs, decision 077) against a small tree of its own: the
 * tree passes as it is, and each rule fails on a violation planted in it.
 */
import { describe, expect, it } from 'vitest';
import { checkShape } from './shape/rules.mjs';

const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** Every rule's boundary crossed the allowed way. */
const CLEAN = {
  [`${API}/db/schema/index.ts`]: 'export const likes = {};\n',
  [`${API}/db/demo/load.ts`]:
    "import { sql } from 'drizzle-orm';\nimport { likes } from '../schema';\n",
  [`${API}/modules/discovery/index.ts`]: "export { hardRules } from './rules';\n",
  [`${API}/modules/discovery/rules.ts`]: 'export const hardRules = 1;\n',
  [`${API}/modules/likes/index.ts`]: "export { like } from './likes.service';\n",
  [`${API}/modules/likes/likes.module.ts`]: "import { like } from './likes.service';\n",
  [`${API}/modules/likes/likes.service.ts`]: [
    "import type { SQL } from 'drizzle-orm';",
    "import { hardRules } from '../discovery';",
    "import { findLike } from './likes.repository';",
    'export const like = () => findLike(hardRules);',
  ].join('\n'),
  [`${API}/modules/likes/likes.repository.ts`]:
    "import { eq } from 'drizzle-orm';\nimport { likes } from '../../db/schema';\n",
  [`${API}/modules/likes/likes.test.ts`]:
    "import { sql } from 'drizzle-orm';\nimport { hardRules } from '../discovery/rules';\n",
  [`${API}/lib/mail/outbox.repository.ts`]: "import { sql } from 'drizzle-orm';\n",
  [`${API}/lib/mail/worker.ts`]: "import { claimDue } from './outbox.repository';\n",
  [`${API}/app.ts`]:
    "import { registerLikes } from './modules/likes/likes.module';\nimport { like } from './modules/likes';\n",
  [`${WEB}/lib/like-actions.ts`]: 'export const useLikeAction = () => 1;\n',
  [`${WEB}/components/card.tsx`]:
    'import { useLikeAction } from \'../lib/like-actions\';\nexport const c = <p className="ms-2 pe-4 text-start" />;\n',
  [`${WEB}/features/likes/index.ts`]: "export { LikesPage } from './likes-page';\n",
  [`${WEB}/features/likes/likes-page.tsx`]: "import { Card } from '../../components/card';\n",
  [`${WEB}/features/profile-view/profile-page.tsx`]:
    "import { useLikeAction } from '../../lib/like-actions';\n",
  [`${WEB}/app/routes.ts`]: "import { LikesPage } from '../features/likes';\n",
};

/** The findings for the clean tree with `changes` laid over it. */
function check(changes = {}) {
  const tree = { ...CLEAN, ...changes };
  return checkShape(Object.keys(tree), (file) => tree[file]);
}

describe('check-shape', () => {
  it('passes a tree that keeps every rule', () => {
    expect(check()).toEqual([]);
  });

  it('max-lines: a file over 300 lines', () => {
    const file = `${WEB}/lib/long.ts`;
    expect(check({ [file]: 'export const a = 1;\n'.repeat(301) })).toEqual([
      `max-lines ${file} (301)`,
    ]);
  });

  it('queries-in-repositories: the mail worker, lib and top-level files build no queries', () => {
    expect(
      check({
        [`${API}/lib/mail/worker.ts`]: "import { sql } from 'drizzle-orm';\n",
        [`${API}/lib/mail/outbox.ts`]: "import { likes } from '../../db/schema';\n",
        [`${API}/main.ts`]: "import { eq } from 'drizzle-orm';\n",
        [`${API}/modules/likes/likes.jobs.ts`]: "import { and } from 'drizzle-orm';\n",
      }),
    ).toEqual([
      `queries-in-repositories ${API}/lib/mail/outbox.ts ../../db/schema`,
      `queries-in-repositories ${API}/lib/mail/worker.ts drizzle-orm`,
      `queries-in-repositories ${API}/main.ts drizzle-orm`,
      `queries-in-repositories ${API}/modules/likes/likes.jobs.ts drizzle-orm`,
    ]);
  });

  it('module-internals: nothing outside a module passes its index; only app.ts calls module.ts', () => {
    const service = `${API}/modules/likes/likes.service.ts`;
    expect(
      check({
        [`${API}/lib/authenticate.ts`]:
          "import { findLike } from '../modules/likes/likes.repository';\n",
        [`${API}/cli.ts`]: "import { registerLikes } from './modules/likes/likes.module';\n",
        // A type-only import is held too: the module's types are its own as well.
        [service]: "import type { Rules } from '../discovery/rules';\n",
      }),
    ).toEqual([
      `module-internals ${API}/cli.ts ${API}/modules/likes/likes.module.ts`,
      `module-internals ${API}/lib/authenticate.ts ${API}/modules/likes/likes.repository.ts`,
      `module-internals ${service} ${API}/modules/discovery/rules.ts`,
    ]);
  });

  it('module-cycles: two modules importing each other through their indexes', () => {
    // No file cycle: the likes service reaches discovery's rules, not its explain.ts.
    const explain = `${API}/modules/discovery/explain.ts`;
    expect(check({ [explain]: "import { like } from '../likes';\n" })).toEqual([
      'module-cycles discovery likes (discovery/explain.ts→likes, likes/likes.service.ts→discovery)',
    ]);
    // A type is a dependency too.
    expect(check({ [explain]: "import type { Like } from '../likes';\n" })).toEqual([
      'module-cycles discovery likes (discovery/explain.ts→likes, likes/likes.service.ts→discovery)',
    ]);
  });

  it('feature-imports: no feature imports another, even its index; shared code imports none', () => {
    const page = `${WEB}/features/profile-view/profile-page.tsx`;
    expect(
      check({
        [page]: "import { LikesPage } from '../likes';\n",
        [`${WEB}/lib/like-actions.ts`]: "import type { LikesPage } from '../features/likes';\n",
        [`${WEB}/components/shell.tsx`]: "import { routes } from '../app/routes';\n",
      }),
    ).toEqual([
      `feature-imports ${WEB}/components/shell.tsx ${WEB}/app/routes.ts`,
      `feature-imports ${page} ${WEB}/features/likes/index.ts`,
      `feature-imports ${WEB}/lib/like-actions.ts ${WEB}/features/likes/index.ts`,
    ]);
  });

  it('import-cycles: two files that load each other (type-only imports do not count)', () => {
    const a = `${WEB}/lib/a.ts`;
    const b = `${WEB}/lib/b.ts`;
    expect(check({ [a]: "import { b } from './b';\n", [b]: "import { a } from './a';\n" })).toEqual(
      [`import-cycles ${a} ${b}`],
    );
    expect(
      check({ [a]: "import { b } from './b';\n", [b]: "import type { A } from './a';\n" }),
    ).toEqual([]);
  });

  it('physical-direction: a left/right Tailwind class in a component', () => {
    const card = `${WEB}/components/card.tsx`;
    expect(check({ [card]: 'export const c = <p className="ml-2 text-start" />;\n' })).toEqual([
      `physical-direction ${card} ml-2`,
    ]);
  });

  it('tracker-numbers: a tracker issue cited by number, in code, a test name or a doc', () => {
    // Built from parts, or this very file would be a finding.
    const cite = (n, word = 'issue') => `${word} ${n}`;
    const rules = `${API}/modules/discovery/rules.ts`;
    const doc = 'docs/benchmarks.md';
    const test = `${API}/modules/likes/likes.test.ts`;
    expect(
      check({
        [rules]: `// Hard rules first (${cite(5)}).\nexport const hardRules = 1;\n`,
        [doc]: `# Benchmarks\n\nMeasured for ${cite('24 and 25', 'Issues')}.\n`,
        [test]: `it('likes need a plan (${cite(7)})', () => {});\n`,
        // Across a comment's line break too.
        [`${WEB}/lib/like-actions.ts`]: `/** As asked (${cite('\n * 23')}). */\nexport const a = 1;\n`,
      }),
    ).toEqual([
      `tracker-numbers ${API}/modules/discovery/rules.ts:1 ${cite(5)}`,
      `tracker-numbers ${test}:1 ${cite(7)}`,
      `tracker-numbers ${WEB}/lib/like-actions.ts:1 ${cite('* 23')}`,
      `tracker-numbers ${doc}:3 ${cite(24, 'Issues')}`,
    ]);
    // A decision record is the citation to make; a hyphenated word is not one.
    expect(
      check({
        [doc]: '# Benchmarks\n\nMeasured for decision 071; Lighthouse: inspector-issues 0.\n',
      }),
    ).toEqual([]);
  });
});
