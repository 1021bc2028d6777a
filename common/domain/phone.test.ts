import { describe, expect, it } from 'vitest';
import { formatMobile, normalizeMobile } from './phone';

describe('normalizeMobile', () => {
  it.each([
    ['+94 77 123 4567'],
    ['+94771234567'],
    ['94771234567'],
    ['94 77 123 4567'],
    ['0094 77 123 4567'],
    ['0094771234567'],
    ['077 123 4567'],
    ['0771234567'],
    ['077-123-4567'],
    ['077.123.4567'],
    ['(077) 123 4567'],
    ['+94 (0)77 123 4567'],
    ['  077 123 4567  '],
    ['077\u00a0123\u00a04567'],
    ['77 123 4567'],
  ])('accepts %j as +94771234567', (input) => {
    expect(normalizeMobile(input)).toBe('+94771234567');
  });

  it.each(['070', '071', '072', '0740', '0741', '0742', '0743', '0744', '075', '076', '077', '078'])(
    'accepts the mobile prefix %s',
    (prefix) => {
      const local = (prefix + '1234567').slice(0, 10);
      expect(normalizeMobile(local)).toBe('+94' + local.slice(1));
    },
  );

  it.each(['079', '073', '0745', '0746', '0749'])('refuses the prefix %s', (prefix) => {
    expect(normalizeMobile((prefix + '1234567').slice(0, 10))).toBeNull();
  });

  it.each([
    ['a Colombo landline', '011 234 5678'],
    ['a landline in international form', '+94 11 234 5678'],
    ['a Kandy landline', '081 223 4567'],
    ['too short', '077 123 456'],
    ['too long', '077 123 45678'],
    ['too long with country code', '+94 77 123 45678'],
    ['another country', '+1 771 234 5678'],
    ['a plus without 94', '+771234567'],
    ['letters', '077-ABC-4567'],
    ['empty', ''],
    ['only separators', ' - ( ) '],
  ])('refuses %s', (_, input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});

describe('formatMobile', () => {
  it('groups an E.164 number for display', () => {
    expect(formatMobile('+94771234567')).toBe('+94 77 123 4567');
    expect(formatMobile('+94744123456')).toBe('+94 74 412 3456');
  });

  it('formats any accepted form and leaves other text alone', () => {
    expect(formatMobile('0771234567')).toBe('+94 77 123 4567');
    expect(formatMobile('011 234 5678')).toBe('011 234 5678');
  });
});
