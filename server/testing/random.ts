// Random test data that can be replayed: a small linear congruential generator with a seed (a
// failing seed reproduces the failure), and a pick from a list by it.

/** Numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const pick = <T>(r: () => number, values: readonly T[]): T => values[Math.floor(r() * values.length)];
