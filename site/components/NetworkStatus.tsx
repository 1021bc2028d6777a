// Online/offline banner: the site tracks whether the browser is online and says so. The live region is
// always in the page so screen readers announce the change.
import { useEffect, useState } from 'react';
import { isOnline, onOnlineChange } from '../../loader/online';
import { usePage } from '../app/context';

/** How long "back online" stays after the connection returns. */
const BACK_ONLINE_MS = 4000;

export function NetworkStatus() {
  const { t } = usePage();
  const [state, setState] = useState<'online' | 'offline' | 'back'>('online');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!isOnline()) setState('offline');
    const stop = onOnlineChange((online) => {
      clearTimeout(timer);
      setState(online ? 'back' : 'offline');
      if (online) timer = setTimeout(() => setState('online'), BACK_ONLINE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  return (
    <div className={`net-status net-${state}`} role="status" data-network={state}>
      {state === 'offline' ? t('net.offline') : state === 'back' ? t('net.online') : null}
    </div>
  );
}
