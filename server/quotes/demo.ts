// Demo lenders (DESIGN "Quotes"): outside production, on the embedded database, two lenders named
// as demos answer quote requests from this same process, so that `npm ci && npm start` shows the
// whole quote path. Their quote_url is `demo:<name>`, answered here and nowhere else (the outbound
// client refuses that scheme, and a server with demo lenders off answers such a URL `blocked`).
// Their figures come from our own loan arithmetic, so they always pass the checks real ones face.
import { randomBytes } from 'node:crypto';
import { instalmentCount, monthlyPayment } from '../../common/domain';
import { hashApiKey, newApiKey } from '../api-keys';
import type { Db } from '../db';
import { currentConsent } from '../lenders/consent';
import { seal } from '../partners/secret-box';
import type { QuoteAsk, QuoteTransport } from './ask';
import { effectiveApr, round2 } from './figures';

interface DemoLender {
  lender_id: string;
  name: string;
  url: string;
  /** Reducing monthly rate, percent. */
  monthlyRate: number;
  feePct: number;
  feeFixed: number;
  decide(ask: QuoteAsk): 'approved' | 'declined' | 'refer';
}

export const DEMO_LENDERS: DemoLender[] = [
  {
    lender_id: 'demo-lender-1',
    name: 'Demo Lender A (demo)',
    url: 'demo:lender-a',
    monthlyRate: 2.2,
    feePct: 1,
    feeFixed: 0,
    decide: (ask) => (ask.amount > 20 * ask.monthly_income ? 'declined' : 'approved'),
  },
  {
    lender_id: 'demo-lender-2',
    name: 'Demo Lender B (demo)',
    url: 'demo:lender-b',
    monthlyRate: 1.8,
    feePct: 0,
    feeFixed: 2500,
    decide: (ask) => (ask.employment === 'salaried' || ask.employment === 'pensioner' ? 'approved' : 'refer'),
  },
];

/** The two demo lenders, made once (an operator may deactivate or change them later). */
export async function ensureDemoLenders(db: Db, sealKey: Buffer, now: Date): Promise<void> {
  for (const demo of DEMO_LENDERS)
    await db.query(
      `insert into lenders (lender_id, name, key_hash, delivery_secret, rules, quote_url)
       values ($1, $2, $3, $4, '{}'::jsonb, $5) on conflict (lender_id) do nothing`,
      [
        demo.lender_id,
        demo.name,
        hashApiKey(newApiKey('naya_demo_')),
        seal(sealKey, 'whsec_' + randomBytes(32).toString('base64url')),
        demo.url,
      ],
    );
  await currentConsent(db, now); // they are named in the consent like any lender
}

/** Answers a demo lender's quote request in process, as a real lender's server would. */
export const demoTransport: QuoteTransport = async (url, body) => {
  const demo = DEMO_LENDERS.find((d) => d.url === url);
  if (!demo) return { kind: 'blocked', reason: 'no such demo lender' };
  const ask = JSON.parse(body) as QuoteAsk;
  const decision = demo.decide(ask);
  if (decision === 'declined') return { kind: 'answered', status: 200, head: JSON.stringify({ decision }) };
  const months = instalmentCount(ask.term_days);
  const payment = Math.round(monthlyPayment(ask.amount, demo.monthlyRate, months));
  const fees = Math.round((ask.amount * demo.feePct) / 100 + demo.feeFixed);
  const answer = {
    decision,
    apr: round2(effectiveApr(demo.monthlyRate / 100)),
    monthly_payment: payment,
    fees,
    total_cost: payment * months + fees - ask.amount,
    valid_until: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  };
  return { kind: 'answered', status: 200, head: JSON.stringify(answer) };
};
