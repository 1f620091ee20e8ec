import { CHUNK_LOAD_TIMEOUT_MS } from '@waliyy/contract/entry-constants';

/**
 * A route's code could not be fetched: the network dropped, a deploy replaced the file, or it
 * took longer than the spec's 120 s (product.md §7, §9, decision 050). `chunk` names the route so the
 * error screen can say 'Loading chunk about failed' (product.md §8).
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunk: string;

  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options);
    this.chunk = chunk;
  }
}

/** Rejects with a ChunkLoadError when `load` fails or has not settled after `timeoutMs`. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new ChunkLoadError(chunk, { cause: new Error(`timed out after ${timeoutMs} ms`) })),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, { cause }));
      },
    );
  });
}

/** Wraps a React Router `lazy` function so every route chunk gets the same timeout and error. */
export function lazyRoute<T>(chunk: string, load: () => Promise<T>): () => Promise<T> {
  return () => loadChunk(chunk, load);
}

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
];

/** Also recognises a failed import that did not go through `loadChunk` (e.g. a bare `import()`). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGES.some((m) => error.message.includes(m));
}

export function chunkNameOf(error: unknown): string {
  return error instanceof ChunkLoadError ? error.chunk : 'page';
}
