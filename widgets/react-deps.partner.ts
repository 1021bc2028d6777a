// react-deps.ts for partner pages (esbuild.config.ts swaps it in for the widgets chunk): the same
// names from Preact itself. Without preact/compat (~2 KB gzip) on partner pages the one behaviour
// of it the widgets rely on comes from preact-events.ts. The site still builds react-deps.ts with React.
export { Fragment } from 'preact';
export { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
/** React renders a transition's update in slices between other work; Preact renders it at once. */
export const startTransition = (update: () => void): void => update();
export type { ChangeEvent, ComponentType, FormEvent, MouseEvent, ReactNode } from 'react';
