// Each screen's page data is typed once (site/app/types.ts ScreenData), so the build's data, the
// pre-rendered page and the screen that shows it cannot drift apart: `tsc` (npm test) fails on
// each `@ts-expect-error` below if the types ever stop catching the drift.
import { describe, expect, it } from 'vitest';
import Home from '../screens/Home';
import type { ScreenTable } from './App';
import { SCREENS, screenOf } from './screens.server';
import type { PageOf } from './types';

const feed = { page: 'offers', configURL: '/feed/offers.json', amount: 100_000, termDays: 365 };

describe('page data typed once per screen', () => {
  it('the screen of a page is the one its name says', () => {
    const page: PageOf<'offers'> = { screen: 'offers', lang: 'si', path: '/offers/', status: 200, data: { title: 't', intro: 'i', feed } };
    expect(screenOf(page)).toBe(SCREENS.offers);
  });

  it('a page whose data lacks what its screen reads is a type error', () => {
    const page: PageOf<'offers'> = {
      screen: 'offers',
      lang: 'si',
      path: '/offers/',
      status: 200,
      // @ts-expect-error the offers screen reads a title, an intro and a feed
      data: { title: 't', intro: 'i' },
    };
    expect(page.data).not.toHaveProperty('feed');
  });

  it('a screen that takes another screen’s data cannot stand in the table', () => {
    // @ts-expect-error the home screen reads home data, not the offers page's
    const table: ScreenTable = { ...SCREENS, offers: Home };
    expect(table.offers).toBe(Home);
  });
});
