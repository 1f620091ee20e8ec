import { useRouteError } from 'react-router';
import { chunkNameOf, isChunkLoadError } from '../lib/chunk-load';
import { ChunkErrorScreen } from './chunk-error-screen';
import { GlobalErrorScreen } from './global-error-screen';

/** The root errorElement: a failed download gets its own screen, anything else the crash one. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkErrorScreen chunk={chunkNameOf(error)} />;
  return <GlobalErrorScreen error={error} />;
}
