import { useState } from 'react';
import { api, ApiFailure, type Me } from '../api';

export function SignIn({ onSignedIn, notice }: { onSignedIn: (me: Me) => void; notice: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <main id="main" className="signin">
      <h1>Sign in to the naya console</h1>
      {notice && <p role="status">{notice}</p>}
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          setBusy(true);
          setError(null);
          try {
            const me = await api<Me>('/api/console/login', {
              method: 'POST',
              body: { email: form.get('email'), password: form.get('password') },
            });
            onSignedIn(me);
          } catch (failure) {
            setError(
              failure instanceof ApiFailure && failure.status === 429
                ? 'Too many attempts; wait a few minutes.'
                : (failure as Error).message,
            );
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor="email">E-mail</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
