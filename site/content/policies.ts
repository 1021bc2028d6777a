import { cookiesPolicy } from './policies/cookies';
import { privacy202506 } from './policies/privacy-2025-06';
import { privacy202611 } from './policies/privacy-2026-11';
import { privacy20261123 } from './policies/privacy-2026-11-23';
import { privacy20261128 } from './policies/privacy-2026-11-28';
import { terms202506 } from './policies/terms-2025-06';
import { terms202611 } from './policies/terms-2026-11';
import { terms20261123 } from './policies/terms-2026-11-23';
import { terms20261128 } from './policies/terms-2026-11-28';
import type { PolicyVersion } from './types';

// Newest first. /privacy-policy/ shows the version with current: true; /privacy-policy/{id}/ any id.
// A published version is never edited: a change of wording is a new version (2025-06 and 2026-11
// were published in Sinhala and English only and stay so).
export const privacyPolicies: PolicyVersion[] = [privacy20261128, privacy20261123, privacy202611, privacy202506];
export const termsVersions: PolicyVersion[] = [terms20261128, terms20261123, terms202611, terms202506];
export { cookiesPolicy };
