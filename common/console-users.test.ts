// The new console user's schema refuses a provider_id that is not a whole number in 1…2147483647
// (the API fuzzer found a fraction answered 500 by the database).
import { describe, expect, it } from 'vitest';
import { issueFields, newUserSchema } from './console-users';

const partnerUser = (provider_id: unknown) => ({ email: 'p@partner.lk', password: 'a long passphrase', role: 'partner', provider_id });

describe('newUserSchema', () => {
  it('accepts a partner user with a whole provider_id, as a number or as text', () => {
    expect(newUserSchema.safeParse(partnerUser(7)).data?.provider_id).toBe(7);
    expect(newUserSchema.safeParse(partnerUser('7')).data?.provider_id).toBe(7);
  });

  it('refuses a fraction, zero, a negative or a too large provider_id as required', () => {
    for (const id of [1.5, 5.5e-123, 0, -3, 2_147_483_648]) {
      const parsed = newUserSchema.safeParse(partnerUser(id));
      expect(parsed.success).toBe(false);
      expect(issueFields(parsed.error!)).toEqual({ provider_id: 'required' });
    }
  });
});
