// The console's first screen: who is signed in, then the sign-in form or the signed-in shell. The
// shell (navigation, TanStack Query, every screen) is a chunk of its own, so the sign-in page
// downloads React, this file and the form only (budget consoleSignIn in common/budgets.ts).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api, setCsrf, type Me } from './api';
import { SignIn } from './screens/SignIn';

const Shell = lazy(() => import('./Shell').then((m) => ({ default: m.Shell })));

const loading = (text: string) => (
  <p className="loading" role="status">
    {text}
  </p>
);

export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const onOut = (e: Event) => {
      setNotice((e as CustomEvent).detail ?? 'Signed out.');
      setMe(null);
    };
    window.addEventListener('console-signed-out', onOut);
    api<Me>('/api/console/me')
      .then((m) => {
        setCsrf(m.csrf);
        setMe(m);
      })
      .catch(() => setMe(null));
    return () => window.removeEventListener('console-signed-out', onOut);
  }, []);
  const signedIn = useCallback((m: Me) => {
    setCsrf(m.csrf);
    setNotice(null);
    setMe(m);
  }, []);
  const signOut = useCallback(async () => {
    await api('/api/console/logout', { method: 'POST' }).catch(() => undefined);
    setCsrf(null);
    setNotice('You are signed out.');
    setMe(null);
  }, []);
  if (me === undefined) return loading('Loading the console…');
  if (me === null) return <SignIn onSignedIn={signedIn} notice={notice} />;
  return (
    <Suspense fallback={loading('Loading the console…')}>
      <Shell me={me} onSignOut={signOut} />
    </Suspense>
  );
}
