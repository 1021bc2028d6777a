import { useCallback, useEffect, useState } from 'react';
import { api, setCsrf } from './api';
import { Dashboard } from './screens/Dashboard';
import { LeadDetail } from './screens/LeadDetail';
import { Offers } from './screens/Offers';
import { DataRequests } from './screens/DataRequests';
import { Partners } from './screens/Partners';
import { Leads } from './screens/Leads';
import { SignIn } from './screens/SignIn';
import { Users } from './screens/Users';

export interface Me {
  user: { user_id: number; email: string; role: 'operator' | 'partner'; provider_id: number | null };
  csrf: string | null;
}

/** The path after /console/, e.g. "leads" or "leads/abc". */
const route = () => location.pathname.replace(/^\/console\/?/, '');

export function navigate(to: string) {
  history.pushState(null, '', `/console/${to}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function Link({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <a
      href={`/console/${to}`}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [path, setPath] = useState(route());
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const onPop = () => setPath(route());
    const onOut = (e: Event) => {
      setNotice((e as CustomEvent).detail ?? 'Signed out.');
      setMe(null);
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('console-signed-out', onOut);
    api<Me>('/api/console/me')
      .then((m) => {
        setCsrf(m.csrf);
        setMe(m);
      })
      .catch(() => setMe(null));
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('console-signed-out', onOut);
    };
  }, []);
  const signedIn = useCallback((m: Me) => {
    setCsrf(m.csrf);
    setNotice(null);
    setMe(m);
  }, []);
  useEffect(() => {
    const title = path.split('/')[0] || 'dashboard';
    document.title = `${title[0].toUpperCase()}${title.slice(1)} · naya console`;
  }, [path]);

  if (me === undefined)
    return (
      <p className="loading" role="status">
        Loading the console…
      </p>
    );
  if (me === null) return <SignIn onSignedIn={signedIn} notice={notice} />;
  const operator = me.user.role === 'operator';
  const [screen, id] = path.split('/');
  let body: React.ReactNode;
  if (screen === 'leads' && id && operator) body = <LeadDetail id={decodeURIComponent(id)} />;
  else if (screen === 'leads' && operator) body = <Leads />;
  else if (screen === 'users' && operator) body = <Users />;
  else if (screen === 'offers' && operator) body = <Offers />;
  else if (screen === 'data-requests' && operator) body = <DataRequests />;
  else if (screen === 'partners' && operator) body = <Partners />;
  else body = <Dashboard me={me} />;
  return (
    <>
      <header className="top">
        <span className="brand">naya console</span>
        <nav aria-label="Console">
          <Link to="">Dashboard</Link>
          {operator && <Link to="leads">Leads</Link>}
          {operator && <Link to="offers">Offers</Link>}
          {operator && <Link to="partners">Partners</Link>}
          {operator && <Link to="data-requests">Data requests</Link>}
          {operator && <Link to="users">Users</Link>}
        </nav>
        <span className="who">
          {me.user.email}
          {me.user.provider_id !== null && ` (partner ${me.user.provider_id})`}
        </span>
        <button
          type="button"
          onClick={async () => {
            await api('/api/console/logout', { method: 'POST' }).catch(() => undefined);
            setCsrf(null);
            setNotice('You are signed out.');
            setMe(null);
          }}
        >
          Sign out
        </button>
      </header>
      <main id="main">{body}</main>
    </>
  );
}
