import { useEffect, useState } from 'react';
import { api, ApiFailure } from '../api';
import { when } from '../format';

interface User {
  user_id: number;
  email: string;
  role: string;
  provider_id: number | null;
  created_at: string;
  disabled_at: string | null;
}

const FIELD_TEXT: Record<string, string> = {
  invalid: 'Enter a valid e-mail address.',
  taken: 'A console user has this e-mail already.',
  at_least_12_characters: 'At least 12 characters.',
  required: 'Required for a partner user.',
};

export function Users() {
  const [users, setUsers] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const load = () =>
    api<User[]>('/api/console/users')
      .then(setUsers)
      .catch((e: Error) => setError(e.message));
  useEffect(() => void load(), []);
  // Disabling ends the user's sessions at once (server/routes/console-users.ts).
  const setState = async (u: User, change: 'disable' | 'enable') => {
    setError(null);
    try {
      await api(`/api/console/users/${u.user_id}/${change}`, { method: 'POST' });
      setDone(`${u.email} is ${change}d.`);
      void load();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const fieldError = (name: string) =>
    fields[name] ? (
      <span className="field-error" id={`${name}-error`}>
        {FIELD_TEXT[fields[name]] ?? fields[name]}
      </span>
    ) : null;
  return (
    <>
      <h1>Console users</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!users && !error && <p role="status">Loading users…</p>}
      {users && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Partner</th>
                <th scope="col">Added</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.user_id}>
                  <td>{u.email}</td>
                  <td>{u.role}</td>
                  <td>{u.provider_id ?? '—'}</td>
                  <td>{when(u.created_at)}</td>
                  <td>
                    {u.disabled_at ? `disabled ${when(u.disabled_at)} ` : 'active '}
                    <button
                      type="button"
                      aria-label={`${u.disabled_at ? 'Enable' : 'Disable'} ${u.email}`}
                      onClick={() => void setState(u, u.disabled_at ? 'enable' : 'disable')}
                    >
                      {u.disabled_at ? 'Enable' : 'Disable'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Add a user</h2>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          const form = new FormData(formEl);
          setFields({});
          setDone(null);
          try {
            const made = await api<User>('/api/console/users', {
              method: 'POST',
              body: {
                email: form.get('email'),
                password: form.get('password'),
                role: form.get('role'),
                provider_id: form.get('provider_id') || undefined,
              },
            });
            setDone(`${made.email} can sign in now.`);
            formEl.reset();
            void load();
          } catch (failure) {
            if (failure instanceof ApiFailure) setFields(failure.fields);
            setDone(null);
            setError((failure as Error).message);
          }
        }}
      >
        <label htmlFor="new-email">E-mail</label>
        <input id="new-email" name="email" type="email" required aria-describedby={fields.email ? 'email-error' : undefined} />
        {fieldError('email')}
        <label htmlFor="new-password">Password (at least 12 characters)</label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby={fields.password ? 'password-error' : undefined}
        />
        {fieldError('password')}
        <label htmlFor="new-role">Role</label>
        <select id="new-role" name="role" defaultValue="operator">
          <option value="operator">operator (everything)</option>
          <option value="partner">partner user (one partner's figures, no personal data)</option>
        </select>
        <label htmlFor="new-provider">Partner id (partner users)</label>
        <input
          id="new-provider"
          name="provider_id"
          inputMode="numeric"
          aria-describedby={fields.provider_id ? 'provider_id-error' : undefined}
        />
        {fieldError('provider_id')}
        <button type="submit">Add user</button>
        {done && <p role="status">{done}</p>}
      </form>
    </>
  );
}
