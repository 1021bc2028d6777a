// A lender's quote endpoint for Naya (docs/lenders.md "Answering quote requests"), complete and
// dependency-free: Node 20 or later, `QUOTE_SECRET=whsec_… PORT=8443 node quote-lender.mjs`.
// It checks the signature, prices the need at one reducing monthly rate, and answers figures that
// follow Naya's loan arithmetic (so they are shown). Put it behind https in production.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const SECRET = process.env.QUOTE_SECRET; // the lender's delivery_secret
const MONTHLY_RATE = 0.02; // 2 % a month on the balance owed
const FEE_PCT = 1; // processing fee, percent of the amount
const MAX_SKEW_S = 300; // refuse signatures older (or newer) than 5 minutes
if (!SECRET) throw new Error('Set QUOTE_SECRET to the delivery_secret Naya gave you.');

/** X-Naya-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> */
function signedByNaya(header, body) {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const [, t, v1] = match;
  if (Math.abs(Date.now() / 1000 - Number(t)) > MAX_SKEW_S) return false;
  const expected = createHmac('sha256', SECRET).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

/** Naya's conventions: months = round(term_days × 12 / 365), at least 1; an annuity instalment. */
function price({ amount, term_days }) {
  const months = Math.max(1, Math.round(term_days / (365 / 12)));
  const monthly_payment = Math.round((amount * MONTHLY_RATE) / (1 - (1 + MONTHLY_RATE) ** -months));
  const fees = Math.round((amount * FEE_PCT) / 100);
  return {
    apr: Math.round(((1 + MONTHLY_RATE) ** 12 - 1) * 10_000) / 100, // the effective annual rate, percent
    monthly_payment,
    fees,
    total_cost: monthly_payment * months + fees - amount, // interest and fees, whole LKR
  };
}

function decide(need) {
  if (need.age < 21 || need.amount > 1_000_000) return 'declined';
  if (need.employment === 'salaried' || need.employment === 'pensioner') return 'approved';
  return 'refer'; // shown as "likely"
}

const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const send = (status, answer) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    if (req.method !== 'POST') return send(405, { error: 'POST only' });
    if (!signedByNaya(req.headers['x-naya-signature'], body)) return send(401, { error: 'bad signature' });
    let need;
    try {
      need = JSON.parse(body); // {quote_id, amount, term_days, monthly_income, employment, district, age, lang}
    } catch {
      return send(400, { error: 'not JSON' });
    }
    const decision = decide(need);
    if (decision === 'declined') return send(200, { decision });
    const valid_until = new Date(Date.now() + 24 * 3600 * 1000).toISOString(); // at least 30 minutes ahead
    send(200, { decision, ...price(need), valid_until });
  });
});

server.listen(Number(process.env.PORT ?? 8443), process.env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`quote endpoint listening on http://${process.env.HOST ?? '127.0.0.1'}:${port}/`);
});
