import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMounter } from './mount-points';

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
