import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import baseline from './english-literals-baseline.json' with { type: 'json' };

// Words a person reads must come from the catalogs (decision 070): this test finds English written
// straight into the web's source — JSX text, the attributes people hear or read (aria-label,
// alt, title, placeholder…), string props and table fields named like words (label, title,
// description…), and the text given to a page title or a toast. Files still carrying some are
// listed in english-literals-baseline.json with their count: a count may only go down (lower
// it in the same change); a new file, or a higher count, fails.

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, '..');

/** Not scanned: tests and their fixtures, the catalogs' own code, the staff console (English by decision 070). */
const SKIPPED = [/\.test\.tsx?$/, /fixtures?\.tsx?$/, /^i18n\//, /^test\//, /^features\/admin\//];

/** Attributes and object fields whose string a person reads or hears. */
const WORDY = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'fallback',
  'description',
  'heading',
  'intro',
  'message',
  'text',
  'hint',
  'caption',
  'summary',
  'body',
  'question',
  'answer',
  'subtitle',
  'cta',
  'emptyText',
]);

/** Calls whose string argument is shown: a page title, a toast, a confirmation. */
const SHOWN_BY = new Set([
  'useDocumentTitle',
  'notifySuccess',
  'notifyError',
  'notifyInfo',
  'notifyWarning',
  'notifyErrorOnNextPage',
  'confirm',
]);

/** English words: two letters in a row, not a class list, a path, a key or a code. */
function isEnglish(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2}/.test(trimmed)) return false;
  // A single token with no space: an id, a path, a value ('MALE'), a key ('likes.title'), a
  // brand name. Words people read have spaces, or start with a capital and go on in lower case.
  if (!/\s/.test(trimmed)) return /^[A-Z][a-z]+[.!?…:]?$/.test(trimmed) && trimmed !== 'Waliyy';
  // A class list ('px-2 py-1 sm:flex').
  const tokens = trimmed.split(/\s+/);
  return !(
    tokens.every((token) => /^[a-z0-9:[\]/.%!-]+$/.test(token)) &&
    tokens.some((token) => /[-:]/.test(token))
  );
}

function findings(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string | undefined =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : undefined;
  const add = (node: ts.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  // The strings an expression may give (`open ? 'Close' : 'Open'`, `` `${n} likes` ``), not
  // looking into JSX inside it (visited on its own).
  const texts = (node: ts.Node): ts.Node[] => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      return [];
    }
    if (literal(node) !== undefined || ts.isTemplateExpression(node)) return [node];
    const inner: ts.Node[] = [];
    ts.forEachChild(node, (child) => {
      inner.push(...texts(child));
    });
    return inner;
  };
  const textOf = (node: ts.Node): string =>
    ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      : (literal(node) ?? '');
  const addTexts = (node: ts.Node) => {
    for (const found of texts(node)) if (isEnglish(textOf(found))) add(found, textOf(found));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isEnglish(node.text)) add(node, node.text);
    // `{isPending ? 'Saving…' : 'Save'}` among an element's children.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      addTexts(node.expression);
    }
    if (ts.isJsxAttribute(node) && WORDY.has(node.name.getText()) && node.initializer) {
      addTexts(node.initializer);
    }
    if (ts.isPropertyAssignment(node) && WORDY.has(node.name.getText().replace(/['"]/g, ''))) {
      const text = literal(node.initializer);
      if (text !== undefined && isEnglish(text)) add(node, text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText().split('.').pop() ?? '';
      if (SHOWN_BY.has(callee)) {
        for (const argument of node.arguments) {
          const text = literal(argument);
          if (text !== undefined && isEnglish(text)) add(argument, text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(srcDir, full)] : [];
  });
}

function scan(): Record<string, string[]> {
  const byFile: Record<string, string[]> = {};
  for (const file of sourceFiles(srcDir)) {
    if (SKIPPED.some((pattern) => pattern.test(file))) continue;
    const found = findings(file, readFileSync(path.join(srcDir, file), 'utf8'));
    if (found.length > 0) byFile[file] = found;
  }
  return byFile;
}

describe('English written into the web’s source', () => {
  it('finds JSX text, wordy attributes and fields, and shown call arguments', () => {
    const found = findings(
      'x.tsx',
      `const LINKS = [{ to: '/a', label: 'Overview' }, { to: '/b', label: 'likes.tab' }];
       function A() {
         useDocumentTitle('Your likes');
         notifySuccess(result.message, 'Saved.');
         return <p aria-label="Close menu" className="flex gap-2" title={'Full name'}>
           Hello there <b>{t('x.y')}</b> · 12 <i>Waliyy</i> <Icon name="arrow" />
           {busy ? 'Saving…' : t('x.save')} {\`\${count} likes found\`} {cn('px-2 py-1')}</p>;
       }`,
    );
    expect(found.map((line) => line.split(' ').slice(1).join(' '))).toEqual([
      '"Overview"',
      '"Your likes"',
      '"Saved."',
      '"Close menu"',
      '"Full name"',
      '"Hello there"',
      '"Saving…"',
      '"likes found"',
    ]);
  });

  it('only ever goes down, file by file (english-literals-baseline.json)', () => {
    const counts = Object.fromEntries(
      Object.entries(scan()).map(([file, found]) => [file, found.length]),
    );
    const known = baseline as Record<string, number>;
    const grown = Object.entries(scan())
      .filter(([file, found]) => found.length > (known[file] ?? 0))
      .map(([file, found]) => `${file} (${known[file] ?? 0} known):\n  ${found.join('\n  ')}`);
    expect(grown, 'English left in components: move it into a catalog').toEqual([]);
    const shrunk = Object.entries(known)
      .filter(([file, count]) => (counts[file] ?? 0) < count)
      .map(([file, count]) => `${file}: ${count} → ${counts[file] ?? 0}`);
    expect(shrunk, 'fewer than the baseline says: lower english-literals-baseline.json').toEqual(
      [],
    );
  });
});

/** `WRITE_LITERALS_BASELINE=1 npx vitest run --project web src/i18n/english-literals.test.ts` */
if (process.env.WRITE_LITERALS_BASELINE === '1') {
  const { writeFileSync } = await import('node:fs');
  const counts = Object.fromEntries(
    Object.entries(scan()).map(([file, found]) => [file, found.length]),
  );
  writeFileSync(
    path.join(here, 'english-literals-baseline.json'),
    `${JSON.stringify(counts, null, 2)}\n`,
  );
}
