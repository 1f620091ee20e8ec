import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { loadArea } from '../i18n/i18n';
import { chunkNameOf, isChunkLoadError } from '../lib/chunk-load';
import { ChunkErrorScreen } from './chunk-error-screen';

// The crash screen is rare: it comes in a chunk of its own, keeping `/` within its 100 KB
// (decision 070). When even that chunk cannot be downloaded the network is gone, and the
// failed-download screen, which is in the entry, says so.
const GlobalErrorScreen = lazy(() =>
  Promise.all([import('./global-error-screen'), loadArea('site')]).then(
    ([{ GlobalErrorScreen }]) => ({ default: GlobalErrorScreen }),
    () => ({ default: () => <ChunkErrorScreen chunk="error" /> }),
  ),
);

/** The root errorElement: a failed download gets its own screen, anything else the crash one. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorScreen chunk={chunkNameOf(error)} />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <GlobalErrorScreen error={error} />
    </Suspense>
  );
}
