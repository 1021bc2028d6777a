// Online/offline status (docs/identity-and-events.md), shared by the
// event queue, the widgets and the site's offline banner.

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` with the new status on every change; returns the unsubscribe function. */
export function onOnlineChange(listener: (online: boolean) => void): () => void {
  const up = () => listener(true);
  const down = () => listener(false);
  addEventListener('online', up);
  addEventListener('offline', down);
  return () => {
    removeEventListener('online', up);
    removeEventListener('offline', down);
  };
}
