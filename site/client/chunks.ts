// Lazy chunks (docs/site.md, Navigation and loading): a chunk that does not arrive within 120000 ms, or fails, becomes
// 'Loading chunk {id} failed'; that error reloads the page fully, at most once per 60 s (the time
// of the last reload is kept in sessionStorage, so a page that keeps failing does not loop).
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_INTERVAL_MS } from '../constants';

export const CHUNK_RELOAD_KEY = 'naya_chunk_reload_at';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunkId: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed`, options);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError || /^Loading chunk .+ failed/.test(String((error as Error)?.message));

/** Runs `load`, turning a failure or a time-out into ChunkLoadError(id). */
export function loadChunk<T>(id: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(id, { cause: new Error(`timed out after ${timeoutMs} ms`) })), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(id, { cause }));
      },
    );
  });
}

/**
 * After a chunk failure: loads `target` fully unless a reload already happened within 60 s.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkFailure(
  target: string,
  go: (href: string) => void = (href) => location.assign(href),
  now = Date.now(),
): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return false; // without storage we cannot tell a loop from a first failure: do not reload
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  go(target);
  return true;
}
