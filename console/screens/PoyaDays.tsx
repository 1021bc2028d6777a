// Poya days (operators only): the days no campaign message goes out (docs/borrower-page.md "Poya
// days"). The list, a form to add a day (checked with the server's schema, common/poya-days.ts), a
// button to take one off, and the warning when the list ends within 60 days.
import { useState } from 'react';
import { POYA_NOTE_MAX, poyaDaySchema, type PoyaDayList, type PoyaDayRecord } from '../../common/poya-days';
import { when } from '../format';
import { Field, FormError } from '../forms/Field';
import { useSchemaForm } from '../forms/use-form';
import { useApi, useChange } from '../state/query';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';
import { PoyaWarning } from './PoyaWarning';

const PATH = '/api/console/poya-days';

const WORDS: Record<string, string> = {
  invalid_day: 'A date as YYYY-MM-DD.',
  listed: 'This day is listed already.',
  too_long: `At most ${POYA_NOTE_MAX} characters.`,
};

function AddDay() {
  const added = useChange<PoyaDayRecord>([PATH]);
  const form = useSchemaForm(poyaDaySchema, (day) => added.mutateAsync({ path: PATH, body: day }));
  return (
    <form
      className="stack"
      aria-label="Add a Poya day"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        if (await form.submit(Object.fromEntries(new FormData(el)))) el.reset();
      }}
    >
      <Field id="poya-day" name="day" label="Day (as the gazette declares it)" error={form.fields.day} words={WORDS}>
        {(a) => <input {...a} type="date" required />}
      </Field>
      <Field id="poya-note" name="note" label="Note (e.g. the gazette's number)" error={form.fields.note} words={WORDS}>
        {(a) => <input {...a} maxLength={POYA_NOTE_MAX} />}
      </Field>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        Add the day
      </button>
      {added.isSuccess && <p role="status">{added.data.day} is a Poya day now: no campaign goes out on it.</p>}
    </form>
  );
}

export function PoyaDays() {
  const list = useApi<PoyaDayList>(PATH);
  const removal = useChange([PATH]);
  const [removed, setRemoved] = useState('');
  const remove = (day: string) => {
    setRemoved(`${day} is no longer listed.`);
    removal.mutate({ path: `${PATH}/${day}`, method: 'DELETE' });
  };
  const columns: Column<PoyaDayRecord>[] = [
    { id: 'day', header: 'Day' },
    { id: 'note', header: 'Note' },
    { id: 'added_by', header: 'Added by' },
    { id: 'added_at', header: 'Added', cell: (d) => when(d.added_at) },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (d) => (
        <button type="button" aria-label={`Remove ${d.day}`} onClick={() => remove(d.day)}>
          Remove
        </button>
      ),
    },
  ];
  return (
    <>
      <h1>Poya days</h1>
      <p>
        No campaign message goes out on these days (status messages still do). The government gazette is the authority; past the list&apos;s
        last day, campaigns keep off the astronomical full moon&apos;s day instead.
      </p>
      <PoyaWarning link={false} />
      {removal.error && (
        <p className="error" role="alert">
          {removal.error.message}
        </p>
      )}
      {removal.isSuccess && <p role="status">{removed}</p>}
      <DataTable
        label="Poya days"
        columns={columns}
        rows={list.data?.days}
        error={list.error}
        csv={`${PATH}.csv`}
        defaultSort={{ id: 'day', dir: 'asc' }}
        noun={['day', 'days']}
        empty="No Poya day is listed."
      />
      <h2>Add a day</h2>
      <AddDay />
    </>
  );
}
