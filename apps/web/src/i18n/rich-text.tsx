import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked-up parts: `'Read our <terms>terms</terms>.'` with
 * `{ terms: (words) => <Link to="/terms">{words}</Link> }`. The words around and inside a tag
 * stay in the catalog, in the order the language puts them; only the element comes from the
 * code. A tag `tags` does not name is shown as its words.
 */
export function richText(
  message: string,
  tags: Readonly<Record<string, (words: string) => ReactNode>>,
): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z][\w-]*)>(.*?)<\/\1>/gs;
  let last = 0;
  for (const match of message.matchAll(pattern)) {
    const [whole, name = '', words = ''] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={parts.length}>{render ? render(words) : words}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
