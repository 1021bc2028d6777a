import { act, lazy, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from '../constants';
import { ErrorBoundary } from '../app/errors';
import { ChunkLoadError, loadChunk } from '../client/chunks';
import { WidgetBoundary } from './Widgets';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let host: HTMLElement;

/** A widget whose chunk cannot be fetched (a fresh lazy each time, as a new page would have). */
const lostWidget = () =>
  lazy(() => loadChunk('OffersWidget', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));

async function show(reload: () => void, Widget: ComponentType = lostWidget()) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host, { onCaughtError: () => {} });
  await act(async () =>
    root.render(
      <ErrorBoundary fallback={() => <p id="page-error">500</p>}>
        <WidgetBoundary lang="si" reload={reload} fallback={<p id="unavailable">unavailable</p>}>
          <Suspense fallback={null}>
            <Widget />
          </Suspense>
        </WidgetBoundary>
      </ErrorBoundary>,
    ),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe('a widget chunk that cannot load', () => {
  it('reloads the page once, never shows the page error, and reloads again only after 60 s', async () => {
    const reload = vi.fn();
    vi.setSystemTime(1_000_000);
    await show(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(host.querySelector('#page-error')).toBeNull();
    act(() => root.unmount());

    // The reloaded page fails again within 60 s: it stays, with a notice where the widget was.
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1);
    await show(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(host.querySelector('#unavailable')).not.toBeNull();
    expect(host.querySelector('#page-error')).toBeNull();
    act(() => root.unmount());

    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_INTERVAL_MS);
    await show(reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves any other widget error to the page error boundary', async () => {
    const reload = vi.fn();
    const Broken = () => {
      throw new Error('bug');
    };
    await show(reload, Broken);
    expect(reload).not.toHaveBeenCalled();
    expect(host.querySelector('#page-error')).not.toBeNull();
  });

  it('knows a chunk error by its message too', async () => {
    const reload = vi.fn();
    const Old = () => {
      throw new ChunkLoadError('RegistrationWidget');
    };
    await show(reload, Old);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
