import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMounter } from './widgets-mount';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('widget mounting', () => {
  it('mounts present and later-added elements once, with data-* as props', async () => {
    document.body.innerHTML = '<div data-naya-widget="offers" data-amount-min="5000"></div>';
    const mountInChunk = vi.fn(() => Promise.resolve());
    const { mount, watch } = createMounter(mountInChunk);
    watch();
    const first = document.querySelector('div')!;
    mount(first, 'offers'); // a repeated call (e.g. loader included twice) does nothing
    const later = document.createElement('section');
    later.innerHTML = '<div data-naya-widget="registration"></div>';
    document.body.append(later);
    await vi.waitFor(() => expect(mountInChunk).toHaveBeenCalledTimes(2));
    expect(mountInChunk.mock.calls[0]).toEqual([first, 'offers', { nayaWidget: 'offers', amountMin: '5000' }]);
    expect((mountInChunk.mock.calls[1] as unknown[])[1]).toBe('registration');
  });

  it('lets a failed mount be retried', async () => {
    const el = document.createElement('div');
    const mountInChunk = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mount } = createMounter(mountInChunk);
    mount(el, 'offers');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    mount(el, 'offers');
    expect(mountInChunk).toHaveBeenCalledTimes(2);
  });
});

describe('loader entry', () => {
  it('replays queued calls after boot, exposes the API, and a second copy changes nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 202 }));
    const w = window as unknown as { naya: unknown; nayaConfig: unknown };
    w.nayaConfig = { src: 'q' };
    w.naya = [['track', 'queued_call', { n: 1 }], ['nope']];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    await import('./index');
    const api = w.naya as { loaded: boolean; ready: Promise<void>; getLeadId(): string | null; mount: unknown };
    expect(api.loaded).toBe(true);
    await api.ready;
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('queued_call'))).toBe(true));
    expect(console.warn).toHaveBeenCalledWith('naya: unknown call', 'nope');
    vi.resetModules();
    await import('./index'); // included twice
    expect(w.naya).toBe(api);
    expect(fetch.mock.calls.filter(([, init]) => String(init?.body).includes('page_view'))).toHaveLength(1);
  });
});
