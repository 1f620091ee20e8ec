import { lazy, Suspense } from 'react';
import { loadArea } from '../../../i18n/i18n';
import { loadChunk } from '../../../lib/chunk-load';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Hero } from '../components/hero';

// Only the hero is needed for the first paint of `/`; everything below the fold arrives in its
// own chunk, requested as soon as the hero renders. That keeps the JavaScript `/` needs before
// it is interactive under the 100 KB gzip budget (React and the router alone take ~94 KB).
const HomeSections = lazy(() =>
  loadChunk('home', async () => {
    const [{ HomeSections }] = await Promise.all([
      import('../components/home-sections'),
      loadArea('site'),
    ]);
    return { default: HomeSections };
  }),
);

/** `/` — in the entry chunk, so the landing page needs no second round trip to start. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {/* A screen-tall placeholder keeps the footer out of view until the sections arrive. */}
      <Suspense fallback={<div className="min-h-dvh" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
