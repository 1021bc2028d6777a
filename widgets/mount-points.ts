// Finds `<div data-naya-widget="offers|registration">` elements, also those the host page adds
// later (single-page partner sites), and mounts each exactly once. Part of the widgets chunk: the
// loader only waits for the first mount point to appear (loader/index.ts), then hands over here.
// The element's `data-*` attributes go to the chunk apart from the config (`data-amount-min="5000"`
// → `amountMin`); it takes only the allowed ones (widgets/partner.tsx: no host, feed or redirect).

export type WidgetProps = Record<string, unknown>;
export type MountFn = (element: Element, name: string, props?: WidgetProps) => void;

export const MOUNT_SELECTOR = '[data-naya-widget]';

/**
 * @param mountInChunk mounts one widget
 * @returns `mount` for `naya.mount`, and `watch` that mounts present and future elements
 */
export function createMounter(mountInChunk: (element: Element, name: string, props: WidgetProps) => Promise<unknown>) {
  const mounted = new WeakSet<Element>();
  const mount: MountFn = (element, name, props = {}) => {
    if (mounted.has(element)) return; // included twice, or scanned again: mount once
    mounted.add(element);
    mountInChunk(element, name, { ...(element as HTMLElement).dataset, ...props }).catch((error) => {
      mounted.delete(element); // a later call may retry
      console.error('naya: widget', name, error);
    });
  };
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll(MOUNT_SELECTOR)) mount(el, el.getAttribute('data-naya-widget')!);
  };
  const watch = () => {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            if (node.matches(MOUNT_SELECTOR)) mount(node, node.getAttribute('data-naya-widget')!);
            scan(node);
          }
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  return { mount, watch };
}
