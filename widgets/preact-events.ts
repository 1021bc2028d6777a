// The part of preact/compat the widgets need on partner pages, which render with Preact itself:
// React's `onChange` on a text-like <input> or a <textarea> fires on every keystroke or slider
// step (the DOM's `input` event), where the DOM's own `change` waits for blur or release. Checkbox,
// radio and file inputs and <select> keep `change`, as in React. (Everything else the widgets use,
// className, htmlFor, controlled value and checked, hooks and useId, is Preact's own behaviour.)
import { options, type VNode } from 'preact';

const KEEPS_CHANGE = /^(?:checkbox|radio|file)$/;

/** Rewrites one element's props the way React reads them; exported for tests. */
export function reactOnChange(vnode: VNode): void {
  const props = vnode.props as Record<string, unknown>;
  if ((vnode.type === 'input' || vnode.type === 'textarea') && props.onChange && !props.onInput && !KEEPS_CHANGE.test(String(props.type))) {
    props.onInput = props.onChange;
    delete props.onChange;
  }
}

const previous = options.vnode;
options.vnode = (vnode) => {
  reactOnChange(vnode);
  previous?.(vnode);
};
