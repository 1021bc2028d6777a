// The shared table keeps a cell's own state when the screen draws again with the list read again
// (new row objects, the same rows): a cell is not unmounted on each render.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataTable } from './DataTable';
import type { Column } from './use-data-table';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  name: string;
}

/** A cell with state of its own, as RotateKey's answer would be. */
function Answer({ name }: { name: string }) {
  const [said, setSaid] = useState('');
  return (
    <>
      <button type="button" onClick={() => setSaid(`Answer for ${name}`)}>
        Ask {name}
      </button>
      {said && <output>{said}</output>}
    </>
  );
}

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  history.replaceState(null, '', '/console/partners');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

// Columns made in each render, closing over the screen's value, as the screens make them.
function Screen({ rows, suffix }: { rows: Row[]; suffix: string }) {
  const columns: Column<Row>[] = [
    { id: 'id', header: 'Id', numeric: true },
    { id: 'name', header: 'Name', cell: (r) => `${r.name}${suffix}` },
    { id: 'actions', header: 'Actions', sortable: false, cell: (r) => <Answer name={r.name} /> },
  ];
  return <DataTable label="things" columns={columns} rows={rows} />;
}

const read = (): Row[] => [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];
const cells = () => [...host.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

it('keeps the state of a cell when the rows are read again and the screen draws again', () => {
  act(() => root.render(<Screen rows={read()} suffix="" />));
  const ask = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Ask Beta')!;
  act(() => ask.click());
  expect(host.querySelector('output')?.textContent).toBe('Answer for Beta');

  act(() => root.render(<Screen rows={read()} suffix=" (read again)" />));
  expect(host.querySelector('output')?.textContent).toBe('Answer for Beta');
  // The cells still draw with this render's column list.
  expect(cells()).toEqual([
    ['1', 'Alpha (read again)', 'Ask Alpha'],
    ['2', 'Beta (read again)', 'Ask BetaAnswer for Beta'],
  ]);
});

it('draws a new column list of another shape', () => {
  act(() => root.render(<DataTable label="things" columns={[{ id: 'name', header: 'Name' }]} rows={read()} />));
  expect(cells()).toEqual([['Alpha'], ['Beta']]);
  const columns: Column<Row>[] = [
    { id: 'id', header: 'Id' },
    { id: 'name', header: 'Name', cell: (r) => r.name.toUpperCase() },
  ];
  act(() => root.render(<DataTable label="things" columns={columns} rows={read()} />));
  expect(cells()).toEqual([
    ['1', 'ALPHA'],
    ['2', 'BETA'],
  ]);
});
