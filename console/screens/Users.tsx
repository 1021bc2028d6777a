// Console users (operators): the list (disable and enable; disabling ends their sessions at once)
// and a form for a new one, checked with the server's own schema (common/console-users.ts).
import { useState } from 'react';
import { userRow, type UserRecord } from '../../common/console-lists';
import { newUserSchema, PASSWORD_MIN } from '../../common/console-users';
import { useApi, useChange } from '../state/query';
import { when } from '../format';
import { Field, FormError } from '../forms/Field';
import { useSchemaForm } from '../forms/use-form';
import { DataTable } from '../table/DataTable';
import type { Column } from '../table/use-data-table';

type Row = ReturnType<typeof userRow>;

const WORDS: Record<string, string> = {
  invalid: 'Enter a valid e-mail address.',
  taken: 'A console user has this e-mail already.',
  at_least_12_characters: `At least ${PASSWORD_MIN} characters.`,
  too_long: 'Too long.',
  required: 'Required for a partner user.',
};

function UserForm() {
  const made = useChange(['/api/console/users']);
  const form = useSchemaForm(newUserSchema, (user) => made.mutateAsync({ path: '/api/console/users', body: user }));
  return (
    <form
      className="stack"
      aria-label="Add a user"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const el = e.currentTarget;
        const data = Object.fromEntries(new FormData(el));
        if (await form.submit({ ...data, provider_id: data.provider_id || undefined })) el.reset();
      }}
    >
      <Field id="new-email" name="email" label="E-mail" error={form.fields.email} words={WORDS}>
        {(a) => <input {...a} type="email" required />}
      </Field>
      <Field
        id="new-password"
        name="password"
        label={`Password (at least ${PASSWORD_MIN} characters)`}
        error={form.fields.password}
        words={WORDS}
      >
        {(a) => <input {...a} type="password" autoComplete="new-password" required />}
      </Field>
      <Field id="new-role" name="role" label="Role" error={form.fields.role}>
        {(a) => (
          <select {...a} defaultValue="operator">
            <option value="operator">operator (everything)</option>
            <option value="partner">partner user (one partner's figures, no personal data)</option>
          </select>
        )}
      </Field>
      <Field id="new-provider" name="provider_id" label="Partner id (partner users)" error={form.fields.provider_id} words={WORDS}>
        {(a) => <input {...a} inputMode="numeric" />}
      </Field>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        Add user
      </button>
      {made.isSuccess && <p role="status">{(made.data as { email: string }).email} can sign in now.</p>}
    </form>
  );
}

export function Users() {
  const users = useApi<UserRecord[]>('/api/console/users');
  const state = useChange(['/api/console/users']);
  const [changed, setChanged] = useState('');
  const change = (u: Row, to: 'disable' | 'enable') => {
    setChanged(`${u.email} is ${to}d.`);
    state.mutate({ path: `/api/console/users/${u.user_id}/${to}` });
  };
  const columns: Column<Row>[] = [
    { id: 'email', header: 'E-mail' },
    { id: 'role', header: 'Role' },
    { id: 'provider_id', header: 'Partner' },
    { id: 'created_at', header: 'Added', cell: (u) => when(u.created_at) },
    { id: 'state', header: 'Status', cell: (u) => (u.disabled_at ? `disabled ${when(u.disabled_at)}` : 'active') },
    {
      id: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (u) => (
        <button
          type="button"
          aria-label={`${u.disabled_at ? 'Enable' : 'Disable'} ${u.email}`}
          onClick={() => change(u, u.disabled_at ? 'enable' : 'disable')}
        >
          {u.disabled_at ? 'Enable' : 'Disable'}
        </button>
      ),
    },
  ];
  return (
    <>
      <h1>Console users</h1>
      {state.error && (
        <p className="error" role="alert">
          {state.error.message}
        </p>
      )}
      {state.isSuccess && <p role="status">{changed}</p>}
      <DataTable label="console users" columns={columns} rows={users.data?.map(userRow)} error={users.error} csv="/api/console/users.csv" />
      <h2>Add a user</h2>
      <UserForm />
    </>
  );
}
