import { describe, expect, it } from 'vitest';
import { fillOfferUrl, offerSchema, offersSchema, parseOffers } from './offer';
import { makeOffer, OFFER_REFUSALS } from './test-offers';

const refused = (patch: Record<string, unknown>) => !offerSchema.safeParse({ ...makeOffer(), ...patch }).success;

describe('offerSchema', () => {
  it('accepts a complete offer and keeps every field', () => {
    const offer = makeOffer({ logo: 'https://cdn.lender.example.lk/logo.png' });
    expect(offerSchema.parse(offer)).toEqual(offer);
  });

  it.each(OFFER_REFUSALS)('refuses %s', (_, patch) => {
    expect(refused(patch)).toBe(true);
  });

  it('accepts placeholders in the url and a site-path logo', () => {
    expect(refused({ url: 'https://x.example.lk/a/{lead_id}?c={click_id}', logo: '/img/a.svg' })).toBe(false);
  });
});

describe('offersSchema', () => {
  it('refuses two offers with the same offer_id', () => {
    expect(offersSchema.safeParse([makeOffer({ offer_id: 'a' }), makeOffer({ offer_id: 'a' })]).success).toBe(false);
    expect(offersSchema.safeParse([makeOffer({ offer_id: 'a' }), makeOffer({ offer_id: 'b' })]).success).toBe(true);
  });
});

describe('parseOffers', () => {
  it('keeps the valid offers in order, first of each id, and counts the rest', () => {
    const feed = [
      makeOffer({ offer_id: 'a' }),
      { offer_id: 'broken' },
      makeOffer({ offer_id: 'b' }),
      makeOffer({ offer_id: 'a', lender: 'Copy' }),
    ];
    const { offers, rejected } = parseOffers(feed);
    expect(offers.map((o) => [o.offer_id, o.lender])).toEqual([
      ['a', 'Sample Finance PLC'],
      ['b', 'Sample Finance PLC'],
    ]);
    expect(rejected).toBe(2);
  });

  it('reads anything that is not an array as no offers', () => {
    expect(parseOffers({ offers: [] })).toEqual({ offers: [], rejected: 0 });
    expect(parseOffers(null)).toEqual({ offers: [], rejected: 0 });
  });
});

describe('fillOfferUrl', () => {
  it('fills both placeholders, URL-encoded, everywhere they appear', () => {
    const url = 'https://l.example.lk/go?lead={lead_id}&click={click_id}&again={lead_id}';
    expect(fillOfferUrl(url, { lead_id: 'a b&c', click_id: 'ü/1' })).toBe(
      'https://l.example.lk/go?lead=a%20b%26c&click=%C3%BC%2F1&again=a%20b%26c',
    );
  });

  it('leaves a missing value empty', () => {
    expect(fillOfferUrl('https://l.example.lk/?lead={lead_id}&click={click_id}', { lead_id: 'L1' })).toBe(
      'https://l.example.lk/?lead=L1&click=',
    );
    expect(fillOfferUrl('https://l.example.lk/?lead={lead_id}', { lead_id: null })).toBe('https://l.example.lk/?lead=');
  });

  it('leaves other text and braces alone', () => {
    expect(fillOfferUrl('https://l.example.lk/{other}', { lead_id: 'x' })).toBe('https://l.example.lk/{other}');
  });
});
