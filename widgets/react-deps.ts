// The widgets' only door to React. The site builds it with React; partner pages get
// react-deps.partner.ts instead (the same names from Preact, swapped in by esbuild.config.ts), the
// way wouter's react-deps.js lets one router serve both. Import hooks from here, never from 'react'
// directly: a direct 'react' import would bring preact/compat (~2 KB gzip) back into partner pages.
export { Fragment, startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
export type { ChangeEvent, ComponentType, FormEvent, MouseEvent, ReactNode } from 'react';
