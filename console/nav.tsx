// The console's client-side addresses (/console/<screen>/<id>): its own module so the lazily loaded
// screens can link without importing the shell (App) into their chunks.

/** The path after /console/, e.g. "leads" or "leads/abc". */
export const route = () => location.pathname.replace(/^\/console\/?/, '');

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
