// A filter form writes its fields to the query string, trimmed, drops empty ones, keeps the other
// parameters, goes back to page 1, and shows the address's values again after a change under it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useFilterForm } from './url-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Filters() {
  const { get, form } = useFilterForm(['q', 'provider']);
  return (
    <form aria-label="filters" {...form}>
      <input name="q" defaultValue={get('q')} />
      <input name="provider" defaultValue={get('provider')} />
      <button type="submit">Show</button>
    </form>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  history.replaceState(null, '', '/console/leads?provider=7&sort=created_at&page=3');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Filters />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

it('starts from the address and writes what was typed there, trimmed, from page 1', () => {
  expect(input('provider').value).toBe('7');
  input('q').value = '  Perera ';
  input('provider').value = '';
  act(() => host.querySelector('button')!.click());
  expect(location.search).toBe('?sort=created_at&q=Perera');
});

it('shows the new values when the address changes under the form', () => {
  act(() => {
    history.replaceState(null, '', '/console/leads?q=Silva&provider=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(input('q').value).toBe('Silva');
  expect(input('provider').value).toBe('2');
});
