import { createRequire } from 'node:module';
import path from 'node:path';

// jsdom finds a label's `for` target by walking its whole document node by node, and Testing
// Library makes it do so for every label each time it names a field (`getByRole('textbox',
// { name })` reads `input.labels`, which asks every label of the page for its control). On the
// set-up form, with its many labelled fields, those walks were a fifth of a test's CPU. Here a
// label in a document asks the document's own id index (jsdom's `getElementById`, which answers
// the first element with that id in tree order, as the walk does) and keeps jsdom's own check
// that the element can be labelled; a label elsewhere (a fragment, a detached tree, or one that
// wraps its field) keeps jsdom's walk. The answer is the same; only the lookup is faster.

type LabelImpl = {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: unknown; getElementById(id: string): unknown };
};

export function indexLabelControls(): void {
  if (typeof HTMLLabelElement === 'undefined') return; // a test file on Node, without a DOM
  const require = createRequire(import.meta.url);
  const living = path.join(path.dirname(require.resolve('jsdom')), 'jsdom', 'living');
  const label = require(path.join(living, 'nodes', 'HTMLLabelElement-impl.js')) as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require(path.join(living, 'helpers', 'form-controls.js')) as {
    isLabelable(node: unknown): boolean;
  };
  const prototype = label.implementation.prototype;
  const walked = Object.getOwnPropertyDescriptor(prototype, 'control')?.get;
  if (!walked || (walked as { indexed?: true }).indexed) return;
  const indexed = Object.assign(
    function control(this: LabelImpl): unknown {
      const root = this.getRootNode({});
      if (!this.hasAttributeNS(null, 'for') || root._byIdCache === undefined) {
        return walked.call(this);
      }
      const id = this.getAttributeNS(null, 'for');
      if (id === '') return null;
      const target = root.getElementById(id ?? '');
      return target && isLabelable(target) ? target : null;
    },
    { indexed: true as const },
  );
  Object.defineProperty(prototype, 'control', { configurable: true, get: indexed });
}
