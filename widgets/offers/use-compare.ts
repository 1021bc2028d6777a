// The offers picked for side-by-side comparison: at most COMPARE_MAX, in the order picked.
import { useState } from '../react-deps';

/** How many offers the table compares (the table itself is a lazy chunk: this stays in the widget). */
export const COMPARE_MAX = 3;

export function useCompare() {
  const [ids, setIds] = useState<string[]>([]);
  return {
    ids,
    /** No more can be picked. */
    full: ids.length >= COMPARE_MAX,
    has: (offerId: string) => ids.includes(offerId),
    set: (offerId: string, on: boolean) =>
      setIds((now) => (on ? (now.length < COMPARE_MAX ? [...now, offerId] : now) : now.filter((id) => id !== offerId))),
    clear: () => setIds([]),
  };
}
