// Whether React is hydrating the pre-rendered page: the browser entry sets it around the first
// render (site/client/main.tsx). False on the server and for everything mounted later (a client
// navigation, a widget's lazy boundary).
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}
