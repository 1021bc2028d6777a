// OAuth 2.0 access tokens for FCM from a service account (RFC 7523 JWT bearer grant): a JWT signed
// with the key (RS256, by jose) is posted to the key's `token_uri`; the token is kept until a
// minute before it expires. google-auth-library is not used: it posts to a fixed Google address
// and ignores `token_uri` (README "Dependencies").
import { importPKCS8, SignJWT } from 'jose';
import type { ServiceAccount } from './service-account';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const ASSERTION_SECONDS = 3600;
/** A token is renewed this long before it expires, so none expires in flight. */
const EARLY_RENEW_MS = 60_000;
const TOKEN_TIMEOUT_MS = 10_000;

export interface TokenSource {
  get(): Promise<string>;
  /** FCM refused the token (401): the next get() buys a new one. */
  invalidate(): void;
}

export function serviceAccountTokens(account: ServiceAccount, now: () => number = Date.now): TokenSource {
  let cached: { token: string; until: number } | undefined;
  let buying: Promise<string> | undefined;
  const key = importPKCS8(account.privateKey, 'RS256');

  async function buy(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(account.privateKeyId && { kid: account.privateKeyId }) })
      .setIssuer(account.clientEmail)
      .setSubject(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(await key);
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: GRANT_TYPE, assertion }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof answer?.access_token !== 'string') throw new Error(`token_uri answered HTTP ${response.status}`);
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : ASSERTION_SECONDS;
    cached = { token: answer.access_token, until: now() + seconds * 1000 - EARLY_RENEW_MS };
    return answer.access_token;
  }

  return {
    async get() {
      if (cached && now() < cached.until) return cached.token;
      // one purchase at a time: a burst of deliveries shares it
      buying ??= buy().finally(() => (buying = undefined));
      return buying;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
