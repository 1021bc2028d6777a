import { afterEach, describe, expect, it } from 'vitest';
import { tableRouteOf } from '../routes';
import { applyHead, notFoundPage } from './router';

afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

describe('pages that were not pre-rendered', () => {
  it('say so when the route is in the table (an unknown blog id), in any language', () => {
    expect(notFoundPage('/blog/no-such-article/')).toEqual({
      screen: 'notFound',
      lang: 'si',
      path: '/blog/no-such-article/',
      status: 404,
      data: { notPrerendered: '/blog/no-such-article/' },
    });
    expect(notFoundPage('/en/privacy-policy/1999-01/').data).toEqual({ notPrerendered: '/en/privacy-policy/1999-01/' });
  });

  it('are plainly not found when the table has no such route', () => {
    expect(notFoundPage('/en/no-such-page/')).toMatchObject({ lang: 'en', status: 404, data: {} });
    expect(notFoundPage('/blog/a/b/').data).toEqual({});
    expect(tableRouteOf('/blog/x/')).toBe('/blog/{id}/');
    expect(tableRouteOf('/offers2/')).toBe('/offers2/');
    expect(tableRouteOf('/constructor/')).toBeNull();
  });
});

describe('the document head after a client navigation', () => {
  const page = (status: number) => ({ screen: 'home' as const, lang: 'si' as const, path: '/', status, data: {} });
  const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

  it('follows the middleware and status of the page shown', () => {
    applyHead(page(200), { noindex: true });
    expect(robots()).toBe('noindex');
    applyHead(page(200), { noindex: false });
    expect(robots()).toBeNull();
    applyHead(page(404), { noindex: false });
    expect(robots()).toBe('noindex');
  });
});
