// The widgets' zod-free feed reader must answer exactly as the server's schema: same offers kept,
// same values (trimmed, unknown fields dropped), same refusals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import content from '../../content/offers.json';
import { offerSchema, parseOffers } from './offer';
import { licenceIn, readOffer, readOffers } from './offer-feed';
import { makeOffer, OFFER_REFUSALS as REFUSALS } from './test-offers';

/** What the schema makes of a value: the parsed offer or null. */
const bySchema = (value: unknown) => {
  const result = offerSchema.safeParse(value);
  return result.success ? result.data : null;
};

describe('readOffer', () => {
  it('keeps a complete offer exactly as the schema does', () => {
    const offer = makeOffer({ logo: 'https://cdn.lender.example.lk/logo.png' });
    expect(readOffer(offer)).toEqual(offer);
    expect(readOffer(offer)).toEqual(bySchema(offer));
  });

  it('reads every offer of content/offers.json as the schema does', () => {
    expect(content.length).toBeGreaterThan(0);
    for (const offer of content) expect(readOffer(offer)).toEqual(bySchema(offer));
  });

  it('trims offer_id and lender and drops unknown fields, like the schema', () => {
    const raw = { ...makeOffer({ offer_id: '  a1 ', lender: ' Lender PLC ' }), extra: '<b>x</b>' };
    expect(readOffer(raw)).toEqual(makeOffer({ offer_id: 'a1', lender: 'Lender PLC' }));
    expect(readOffer(raw)).toEqual(bySchema(raw));
  });

  it.each(REFUSALS)('refuses %s, as the schema does', (_, patch) => {
    const value = { ...makeOffer(), ...patch };
    expect(readOffer(value)).toBeNull();
    expect(bySchema(value)).toBeNull();
  });

  it.each([null, undefined, 'offer', 42, [makeOffer()]])('refuses %s (not an offer object)', (value) => {
    expect(readOffer(value)).toBeNull();
    expect(bySchema(value)).toBeNull();
  });

  it('agrees with the schema on random changes to an offer', () => {
    const keys = Object.keys(makeOffer());
    const anyValue = fc.oneof(
      fc.string(),
      fc.constantFrom('', '  ', 'https://x.example.lk/{lead_id}', '/img/a.svg', 'http://x.lk', 'flat', 'reducing', 'javascript:1'),
      fc.double(),
      fc.integer({ min: -5, max: 3000 }),
      fc.constantFrom(0, 5, 5.0001, -0, 2 ** 53, Infinity, NaN),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 3 }), (patch) => {
        const value = { ...makeOffer(), ...patch };
        expect(readOffer(value)).toEqual(bySchema(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readOffers', () => {
  it('keeps the valid offers in order, first of each id, and counts the rest, like parseOffers', () => {
    const feed = [
      makeOffer({ offer_id: 'a' }),
      { offer_id: 'broken' },
      makeOffer({ offer_id: 'b' }),
      makeOffer({ offer_id: 'a', lender: 'Copy' }),
    ];
    const read = readOffers(feed);
    expect(read.offers.map((o) => [o.offer_id, o.lender])).toEqual([
      ['a', 'Sample Finance PLC'],
      ['b', 'Sample Finance PLC'],
    ]);
    expect(read.rejected).toBe(2);
    expect(read).toEqual(parseOffers(feed));
  });

  it('reads anything that is not an array as no offers', () => {
    expect(readOffers({ offers: [] })).toEqual({ offers: [], rejected: 0 });
    expect(readOffers(null)).toEqual({ offers: [], rejected: 0 });
  });
});

describe('licenceIn', () => {
  it("gives the licence in the page's language, else the text in licence", () => {
    const offer = makeOffer({
      licence: 'Licensed finance company',
      licence_si: 'බලපත්‍රලාභී මූල්‍ය සමාගමකි',
      licence_ta: ' உரிமம் பெற்ற நிதி நிறுவனம் ',
    });
    const read = readOffer(offer)!;
    expect(licenceIn(read, 'si')).toBe('බලපත්‍රලාභී මූල්‍ය සමාගමකි');
    expect(licenceIn(read, 'ta')).toBe('உரிமம் பெற்ற நிதி நிறுவனம்');
    expect(licenceIn(read, 'en')).toBe('Licensed finance company');
    expect(licenceIn(makeOffer({ licence: 'Licensed finance company' }), 'ta')).toBe('Licensed finance company');
    expect(read).toEqual(bySchema(offer));
  });
});
