// The console's shell: who is signed in, the navigation, and the screen of the address. Every
// screen but sign-in is its own chunk, loaded when first shown (uPlot only with the dashboard), so
// the sign-in page downloads React, this shell and the form only.
import { Component, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { api, setCsrf, type Me } from './api';
import { Link, route } from './nav';
import { SignIn } from './screens/SignIn';

const Dashboard = lazy(() => import('./screens/Dashboard').then((m) => ({ default: m.Dashboard })));
const LeadDetail = lazy(() => import('./screens/LeadDetail').then((m) => ({ default: m.LeadDetail })));
const Leads = lazy(() => import('./screens/Leads').then((m) => ({ default: m.Leads })));
const Offers = lazy(() => import('./screens/Offers').then((m) => ({ default: m.Offers })));
const Partners = lazy(() => import('./screens/Partners').then((m) => ({ default: m.Partners })));
const DataRequests = lazy(() => import('./screens/DataRequests').then((m) => ({ default: m.DataRequests })));
const Users = lazy(() => import('./screens/Users').then((m) => ({ default: m.Users })));
const Campaigns = lazy(() => import('./screens/Campaigns').then((m) => ({ default: m.Campaigns })));

/** A screen whose chunk failed to load (a deploy replaced it, the network dropped) says so. */
class ScreenFailed extends Component<{ children: React.ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="error" role="alert">
        This screen did not load ({this.state.error.message}). <a href={location.href}>Reload the console</a>.
      </p>
    );
  }
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
  else if (screen === 'campaigns' && operator) body = <Campaigns id={id ? decodeURIComponent(id) : undefined} />;
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
          {operator && <Link to="campaigns">Campaigns</Link>}
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
      <main id="main">
        <ScreenFailed key={path}>
          <Suspense
            fallback={
              <p className="loading" role="status">
                Loading the screen…
              </p>
            }
          >
            {body}
          </Suspense>
        </ScreenFailed>
      </main>
    </>
  );
}
