// Finds `<div data-naya-widget="offers|registration">` elements, also those the host page adds
// later (single-page partner sites), and mounts each exactly once from the lazy widgets chunk.
// Only the allowed `data-*` attributes become props (`data-amount-min="5000"` → `amountMin`): the
// page may hold sanitized user HTML (DOMPurify keeps `data-*`), so an attribute must never name a
// host, a feed or a redirect. Those come from `nayaConfig` alone, through its checks.

export type WidgetProps = Record<string, unknown>;
export type MountFn = (element: Element, name: string, props?: WidgetProps) => void;

const SELECTOR = '[data-naya-widget]';
/** `data-amount`, `data-term-days`, `data-amount-min`, `data-amount-max`, `data-lang` (DESIGN.md). */
const ALLOWED = /^(amount(Min|Max)?|termDays|lang)$/;

/** The allowed props of `source`; anything else is dropped. */
const allowed = (source: WidgetProps): WidgetProps => {
  const props: WidgetProps = {};
  for (const key in source) if (ALLOWED.test(key)) props[key] = source[key];
  return props;
};

/**
 * @param mountInChunk mounts one widget with the chunk's code (loaded on first use)
 * @returns `mount` for `naya.mount`, and `watch` that mounts present and future elements
 */
export function createMounter(mountInChunk: (element: Element, name: string, props: WidgetProps) => Promise<unknown>) {
  const mounted = new WeakSet<Element>();
  const mount: MountFn = (element, name, props = {}) => {
    if (mounted.has(element)) return; // included twice, or scanned again: mount once
    mounted.add(element);
    mountInChunk(element, name, allowed({ ...(element as HTMLElement).dataset, ...props })).catch((error) => {
      mounted.delete(element); // a later call may retry
      console.error('naya: widget', name, error);
    });
  };
  const scan = (root: ParentNode) => {
    for (const el of root.querySelectorAll(SELECTOR)) mount(el, el.getAttribute('data-naya-widget')!);
  };
  const watch = () => {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) {
            if (node.matches(SELECTOR)) mount(node, node.getAttribute('data-naya-widget')!);
            scan(node);
          }
        }
      }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  return { mount, watch };
}
