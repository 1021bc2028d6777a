import { describe, expect, it } from 'vitest';
import { isPersonalKey, maskPersonalText, withoutPersonalData, withoutQuery } from './personal-data';

describe('isPersonalKey', () => {
  it.each([
    'phone',
    'Phone',
    'PHONE',
    'phoneNumber',
    'phone_number',
    'mobile',
    'Mobile_No',
    'msisdn',
    'nic',
    'NIC',
    'nic_number',
    'nicNo',
    'email',
    'Email',
    'e-mail',
    'userEmail',
    'mail',
    'income',
    'monthly_income',
    'monthlyIncome',
    'salary',
    'address',
    'home address',
    'date_of_birth',
    'passport',
    'name',
    'Name',
    'full_name',
    'fullName',
    'FullName',
    'fullname',
    'first_name',
    'lastName',
    'surname',
    'customer_name',
  ])('%s is personal', (key) => expect(isPersonalKey(key)).toBe(true));

  it.each([
    'target',
    'event',
    'event_name',
    'offer_name',
    'offer_id',
    'lead_id',
    'page',
    'title',
    'lang',
    'screen',
    'position',
    'sort',
    'click_id',
    'client_id',
    'session_id',
    'referer',
    'domain',
    'utm_source',
    'level',
    'message',
    'lender',
    'amount',
  ])('%s is not', (key) => expect(isPersonalKey(key)).toBe(false));
});

describe('maskPersonalText', () => {
  it.each([
    ['call 0771234567 now', 'call [phone] now'],
    ['+94 77 123 4567', '[phone]'],
    ['+94-77-123-4567', '[phone]'],
    ['0094771234567', '[phone]'],
    ['94771234567', '[phone]'],
    ['077 123 4567', '[phone]'],
    ['771234567', '[phone]'],
    ['/apply?phone=%2B94771234567&x=1', '/apply?phone=[phone]&x=1'],
    ['/apply?m=077%20123%204567', '/apply?m=[phone]'],
    ['NIC 199012301234.', 'NIC [nic].'],
    ['901234567V', '[nic]'],
    ['old 901234567x', 'old [nic]'],
  ])('%s → %s', (text, masked) => expect(maskPersonalText(text)).toBe(masked));

  it.each(['1732345678901', 'order 12345', '2026-11-23', '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6', 'LKR 750,000', '0112345678', 'v1.2.3'])(
    'leaves %s',
    (text) => expect(maskPersonalText(text)).toBe(text),
  );

  // UUIDs whose groups run like a mobile number or a NIC (7 and eight digits across dashes; a
  // 12-digit last group starting with 19/20), alone, in a longer id and in a URL: ids, kept whole
  it.each([
    '3f2a9c1e-7123-4567-8abc-9def0a1b2c3d',
    'a1b2c3d4-e5f6-0771-2345-67abcdef0123',
    'reach-3f2a9c1e-7123-4567-8abc-9def0a1b2c3d',
    '9e8d7c6b-5a4f-4e3d-8c2b-199012301234',
    '/my/?lead=3f2a9c1e-7123-4567-8abc-9def0a1b2c3d',
  ])('keeps the UUID in %s', (text) => expect(maskPersonalText(text)).toBe(text));

  it('still masks a number written beside a UUID or between two', () => {
    const id = '3f2a9c1e-7123-4567-8abc-9def0a1b2c3d';
    expect(maskPersonalText(`${id} 0771234567`)).toBe(`${id} [phone]`);
    expect(maskPersonalText(`${id}/901234567V/${id}`)).toBe(`${id}/[nic]/${id}`);
    expect(maskPersonalText('0771234567')).toBe('[phone]');
  });
});

describe('withoutPersonalData', () => {
  it('drops personal keys at any depth and masks strings anywhere, keys included', () => {
    const event = {
      event: 'form_step',
      Phone: '0771234567',
      form: {
        step: 2,
        fields: [
          { Mobile: '077', label: 'ok' },
          { nic_number: 'x', note: 'NIC 901234567V' },
        ],
        applicant: { FullName: 'Nimal', email: 'n@x.lk' },
      },
      list: ['0771234567', 3, null, true],
      '0771234567': 'key',
    };
    expect(withoutPersonalData(event)).toEqual({
      event: 'form_step',
      form: { step: 2, fields: [{ label: 'ok' }, { note: 'NIC [nic]' }], applicant: {} },
      list: ['[phone]', 3, null, true],
      '[phone]': 'key',
    });
  });

  it('keeps a __proto__ key as data', () => {
    const clean = withoutPersonalData(JSON.parse('{"__proto__":{"a":1}}')) as object;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(JSON.stringify(clean)).toBe('{"__proto__":{"a":1}}');
  });
});

it('withoutQuery cuts the query string and fragment', () => {
  expect(withoutQuery('https://partner.lk/apply?phone=0771234567&nic=1#top')).toBe('https://partner.lk/apply');
  expect(withoutQuery('https://partner.lk/a#x?y')).toBe('https://partner.lk/a');
  expect(withoutQuery('')).toBe('');
});
