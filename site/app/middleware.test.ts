import { describe, expect, it } from 'vitest';
import { ROUTE_MIDDLEWARE } from '../routes';
import { statusOf } from './errors';
import { MIDDLEWARE, runMiddleware } from './middleware';
import type { PageData } from './types';

const page = (middleware?: string[]): PageData => ({
  screen: 'transition',
  lang: 'si',
  path: '/transition/',
  status: 200,
  data: {},
  middleware,
});

describe('route middleware', () => {
  it("stops a route naming middleware the site does not have with 500 'Unknown middleware {name}'", () => {
    let error: unknown;
    try {
      runMiddleware(page(['noindex', 'auth']));
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe('Unknown middleware auth');
    expect(statusOf(error)).toBe(500);
  });

  it('does not take inherited names for middleware', () => {
    expect(() => runMiddleware(page(['constructor']))).toThrow('Unknown middleware constructor');
  });

  it('runs the named middleware in order: noindex keeps the page out of search results', () => {
    expect(runMiddleware(page(['noindex']))).toEqual({ noindex: true });
    expect(runMiddleware(page())).toEqual({ noindex: false });
  });

  it('every middleware the route table names exists (the build refuses the others)', () => {
    const named = Object.values(ROUTE_MIDDLEWARE).flat();
    expect(named).toContain('noindex');
    for (const name of named) expect(Object.keys(MIDDLEWARE)).toContain(name);
  });
});
