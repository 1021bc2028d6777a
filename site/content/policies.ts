import { cookiesPolicy } from './policies/cookies';
import { privacy202506 } from './policies/privacy-2025-06';
import { privacy202611 } from './policies/privacy-2026-11';
import { terms202506 } from './policies/terms-2025-06';
import { terms202611 } from './policies/terms-2026-11';
import type { PolicyVersion } from './types';

// Newest first. /privacy-policy/ shows the version with current: true; /privacy-policy/{id}/ any id.
export const privacyPolicies: PolicyVersion[] = [privacy202611, privacy202506];
export const termsVersions: PolicyVersion[] = [terms202611, terms202506];
export { cookiesPolicy };
