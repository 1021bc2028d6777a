// Lazy chunks (widgets, push prompt, pixel) are ESM files beside loader.js with hashed names that
// the build injects (`__NAYA_CHUNKS__`). They resolve against the loader's own URL, not the host
// page's, because a partner page lives on another origin.

export type ChunkName = keyof typeof __NAYA_CHUNKS__;

const loading: Partial<Record<ChunkName, Promise<unknown>>> = {};

/** Imports chunk `name` once; rejects when the build has no such chunk. */
export function loadChunk<T>(name: ChunkName, scriptSrc: string): Promise<T> {
  const file = __NAYA_CHUNKS__[name];
  return (loading[name] ??= file ? import(new URL(file, scriptSrc).href) : Promise.reject(Error('no chunk ' + name))) as Promise<T>;
}
