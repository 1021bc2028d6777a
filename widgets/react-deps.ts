// The widgets' only door to React. The site builds it with React; partner pages build the same
// source with `react` aliased to `preact/compat` (esbuild.config.ts PREACT_ALIAS), the way wouter's
// react-deps.js lets one router serve both. Import hooks from here, never from 'react' directly.
export { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
export type { ChangeEvent, ComponentType, FormEvent, MouseEvent, ReactNode } from 'react';
