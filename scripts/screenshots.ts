// The README's two screenshots (docs/img/site.png, docs/img/console.png), taken from a running server:
//
//   npm run build && PORT=8090 DATA_DIR=$(mktemp -d) CONSOLE_ADMIN_EMAIL=ops@naya.example \
//     CONSOLE_ADMIN_PASSWORD=… npm start &
//   NAYA_URL=http://127.0.0.1:8090 CONSOLE_ADMIN_EMAIL=ops@naya.example CONSOLE_ADMIN_PASSWORD=… \
//     npx tsx scripts/screenshots.ts
//
// It first sends a few page views, leads and offer clicks through the public API, so the console's
// dashboard has a funnel to show. Use a throw-away DATA_DIR: the leads are fictional but stored.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const url = (process.env.NAYA_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const email = process.env.CONSOLE_ADMIN_EMAIL ?? '';
const password = process.env.CONSOLE_ADMIN_PASSWORD ?? '';
const out = path.resolve(process.env.SCREENSHOTS_DIR ?? 'docs/img');

async function post(route: string, body: object): Promise<void> {
  const answer = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status === 429) return; // a second run within the server's per-IP windows: the first run's data is there
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
}

/** A day of traffic from two partners: page views, registrations, offer clicks. */
async function seed(): Promise<void> {
  const { version: consent_version } = (await (await fetch(`${url}/api/consent`)).json()) as { version: string };
  const names = ['Nimal Perera', 'Kamala Jayasuriya', 'Sunil Fernando', 'Dilani Silva', 'Ruwan Bandara'];
  for (let i = 0; i < 24; i += 1) {
    const provider = i % 3 === 0 ? '8' : '7';
    const client_id = crypto.randomUUID();
    await post('/api/event', { event: 'page_view', event_id: crypto.randomUUID(), client_id, provider, utm_source: 'facebook' });
    if (i % 3 === 2) await post('/api/event', { event: 'offer_click', event_id: crypto.randomUUID(), client_id, provider });
    if (i % 4 !== 0) continue;
    await post('/api/leads', {
      full_name: names[(i / 4) % names.length],
      phone: `+94 77 ${String(100 + i)} ${String(1000 + i)}`,
      nic: '199012301234',
      amount: 50_000 + i * 5_000,
      term_days: 90,
      monthly_income: 80_000,
      employment: 'salaried',
      district: 'Colombo',
      consent: true,
      consent_version,
      client_id,
      provider: Number(provider),
      utm_source: 'facebook',
    });
  }
}

await seed();
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 640 } });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  // The cookie notice would cover the page: answer it as a visitor does.
  const words = JSON.parse(readFileSync('site/messages/si.json', 'utf8')) as Record<string, string>;
  await page.getByRole('button', { name: words['cookie.necessaryOnly'] }).click();
  // The header and the hero: the whole first screen is over 150 KB as a PNG.
  await page.screenshot({ path: path.join(out, 'site.png'), clip: { x: 0, y: 0, width: 1024, height: 415 } });

  await page.goto(`${url}/console/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Dashboard/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, 'console.png') });
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);
