import { CHUNK_LOAD_TIMEOUT_MS } from '@waliyy/contract/entry-constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, lazyRoute, loadChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk('about', async () => ({ page: 'about' }))).resolves.toEqual({
      page: 'about',
    });
  });

  it('turns a failed import into a ChunkLoadError naming the chunk', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/about.js');
    const error = await loadChunk('about', () => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk about failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('rejects once the configured timeout (120 s) passes without an answer', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('terms', () => new Promise<never>(() => {}));
    const settled = vi.fn();
    pending.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
    const error = settled.mock.calls[0]![0] as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.chunk).toBe('terms');
  });

  it('lazyRoute wraps a route loader with the same rules', async () => {
    const load = lazyRoute('blog', () => Promise.reject(new Error('ChunkLoadError')));
    await expect(load()).rejects.toThrow('Loading chunk blog failed');
  });
});

describe('isChunkLoadError', () => {
  it('recognises browser messages for a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError({ status: 'FETCH_ERROR' })).toBe(false);
  });
});
