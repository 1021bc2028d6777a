// The signed-in console: navigation, the data layer (TanStack Query, state/query.ts) and the screen
// of the address. Every screen is its own chunk, loaded when first shown (uPlot only with the
// dashboard). Operators see every screen; a partner user its own dashboard and payouts only.
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect } from 'react';
import type { Me } from './api';
import { queryClient } from './state/query';
import { useAddress } from './state/url-state';
import { Link, route } from './nav';

type ScreenProps = { id?: string; me?: Me };
/** A screen's chunk, loaded when first shown. */
const chunk = (load: () => Promise<React.ComponentType<ScreenProps>>) => lazy(() => load().then((c) => ({ default: c })));

/** Operators' screens by address; `id` is the part after the screen's name. */
const SCREENS: Record<string, React.ComponentType<ScreenProps>> = {
  leads: chunk(() => import('./screens/Leads').then((m) => m.Leads)),
  offers: chunk(() => import('./screens/Offers').then((m) => m.Offers)),
  partners: chunk(() => import('./screens/Partners').then((m) => m.Partners)),
  campaigns: chunk(() => import('./screens/Campaigns').then((m) => m.Campaigns)),
  'data-requests': chunk(() => import('./screens/DataRequests').then((m) => m.DataRequests)),
  users: chunk(() => import('./screens/Users').then((m) => m.Users)),
  lenders: chunk(() => import('./screens/Lenders').then((m) => m.Lenders)),
  'poya-days': chunk(() => import('./screens/PoyaDays').then((m) => m.PoyaDays)),
  review: chunk(() => import('./screens/review/Review').then((m) => m.Review)),
  payouts: chunk(() => import('./screens/payouts/Payouts').then((m) => m.Payouts)),
  outbox: chunk(() => import('./screens/Outbox').then((m) => m.Outbox)),
};
/** Screens a partner user sees too (its own partner's). */
const SHARED: Record<string, React.ComponentType<ScreenProps>> = {
  postbacks: chunk(() => import('./screens/PartnerPostbacks').then((m) => m.PartnerPostbacks)),
};
/** A partner user's screens besides its dashboard (its own partner's only). */
const PARTNER_SCREENS: Record<string, React.ComponentType<ScreenProps>> = { payouts: SCREENS.payouts!, ...SHARED };
const Dashboard = chunk(() => import('./screens/Dashboard').then((m) => m.Dashboard as React.ComponentType<ScreenProps>));
const NAV: [string, string][] = [
  ['leads', 'Leads'],
  ['offers', 'Offers'],
  ['partners', 'Partners'],
  ['campaigns', 'Campaigns'],
  ['data-requests', 'Data requests'],
  ['users', 'Users'],
  ['lenders', 'Lenders'],
  ['poya-days', 'Poya days'],
  ['review', 'Review'],
  ['payouts', 'Payouts'],
];

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

export function Shell({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  useAddress(); // re-render on every address change (navigation and query string)
  const path = route();
  const [name, id] = path.split('/');
  useEffect(() => {
    const title = name || 'dashboard';
    document.title = `${title[0].toUpperCase()}${title.slice(1)} · naya console`;
  }, [name]);
  useEffect(() => () => queryClient.clear(), []); // nothing of one session's answers outlives it
  const operator = me.user.role === 'operator';
  const Screen = (operator ? SCREENS[name] || SHARED[name] : PARTNER_SCREENS[name]) || Dashboard;
  return (
    <QueryClientProvider client={queryClient}>
      <header className="top">
        <span className="brand">naya console</span>
        <nav aria-label="Console">
          <Link to="">Dashboard</Link>
          {!operator && <Link to="payouts">Payouts</Link>}
          {operator &&
            NAV.map(([to, label]) => (
              <Link key={to} to={to}>
                {label}
              </Link>
            ))}
          <a href="/docs/api/">API reference</a>
        </nav>
        <span className="who">
          {me.user.email}
          {me.user.provider_id !== null && ` (partner ${me.user.provider_id})`}
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main id="main">
        <ScreenFailed key={name}>
          <Suspense
            fallback={
              <p className="loading" role="status">
                Loading the screen…
              </p>
            }
          >
            <Screen id={id ? decodeURIComponent(id) : undefined} me={me} />
          </Suspense>
        </ScreenFailed>
      </main>
    </QueryClientProvider>
  );
}
