// A view's state a person would share lives in the address's query string (filters, sort, page,
// hidden columns): a reload or a pasted link shows the same rows. Screens read and write it here;
// the shell re-renders on every change (console/nav.tsx fires popstate).
import { useSyncExternalStore, type FormEvent } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The current path and query string, re-rendering its reader when either changes. */
export const useAddress = () => useSyncExternalStore(subscribe, () => location.pathname + location.search);

/** Reads the query string's values; `set` changes some (`''` or undefined removes one) and keeps
 * the others. A change of anything but the page goes back to page 1. */
export function useUrlState(prefix = '') {
  useAddress();
  const params = new URLSearchParams(location.search);
  const get = (key: string) => params.get(prefix + key) ?? '';
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(prefix + key, value);
      else next.delete(prefix + key);
    }
    if (!('page' in patch)) next.delete(prefix + 'page');
    const search = next.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  return { get, set, params };
}

/** A filter form kept in the query string: its fields start from the address, and submitting it
 * writes the named fields there (trimmed; an empty one removed) and goes back to page 1. Spread
 * the result on the `<form>`; it is drawn afresh when the address changes under it. */
export function useFilterForm(names: readonly string[]) {
  const { get, set } = useUrlState();
  return {
    get,
    form: {
      key: names.map(get).join('|'),
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        set(Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()])));
      },
    },
  };
}
