// Checks a Naya postback's X-Naya-Signature (docs/partners.md "Verify the signature"), Node 18+.
// The signed text is the raw body of a POST postback, or the exact URL requested for a GET one.
// Usage: NAYA_POSTBACK_SECRET=whsec_… node verify-postback.mjs '<X-Naya-Signature>' < signed-text
// Prints "valid" (exit 0) or "invalid" (exit 1). In your server, call verified() with the header
// and the raw body before parsing it.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_S = 300; // refuse an old signature: a replayed postback

export function verified(header, signedText, secret, nowS = Date.now() / 1000) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  if (!Number.isInteger(t) || Math.abs(nowS - t) > TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${signedText}`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const ok = verified(process.argv[2] ?? '', Buffer.concat(chunks).toString('utf8'), process.env.NAYA_POSTBACK_SECRET ?? '');
  console.log(ok ? 'valid' : 'invalid');
  process.exit(ok ? 0 : 1);
}
