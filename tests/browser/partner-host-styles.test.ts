// Widget text reads the same on any host page (DESIGN.md "Widget mount points"; docs/leads-and-widgets.md):
// both widgets, in every state a visitor reaches (offers loading, the list with two offers compared,
// the feed failing; the form, its field errors, the phone-code step with a wrong code, the thank-you),
// on a blank page and on three hostile ones, in real Chromium against the real server. For every
// element inside the widgets' shadow roots the computed text properties, those of its first line
// (a host `::first-line` reaches the first line of the flat tree, past `all: initial`) and of its
// selection (highlight pseudos inherit from the host's), and the size of each of its text runs
// (what a host `::first-letter` changes, which no computed style of ours shows) are compared with
// the blank page's. The host pages reproduce the rules of the frameworks partners build with:
// Bootstrap 5's reboot and text utilities, Tailwind's preflight and its first-line, first-letter
// and selection variants, and a page that sets every inherited text property on everything.
import type { ServerResponse } from 'node:http';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway, type FakeGateway } from '../../server/sms/testing/fake-gateway';
import { en } from '../../widgets/i18n/en';
import { verifyCopy } from '../../widgets/registration/verify-copy-en';
import { newOfflineSafeContext } from './support/browser';
import { fillValidLead } from './support/funnel-kit';
import { startTestServer, type TestServer } from './support/servers';
import { nayaSuite } from './support/suite';

/** Bootstrap 5.3: _root.scss and _reboot.scss (the rules that reach text), and the text utilities. */
let applicant = 0;
const BOOTSTRAP = `
:root{--bs-font-sans-serif:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Noto Sans","Liberation Sans",Arial,sans-serif;
--bs-font-monospace:SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace;--bs-body-font-family:var(--bs-font-sans-serif);
--bs-body-font-size:1rem;--bs-body-font-weight:400;--bs-body-line-height:1.5;--bs-body-color:#212529;--bs-body-bg:#fff;--bs-link-color:#0d6efd}
*,::after,::before{box-sizing:border-box}
body{margin:0;font-family:var(--bs-body-font-family);font-size:var(--bs-body-font-size);font-weight:var(--bs-body-font-weight);
line-height:var(--bs-body-line-height);color:var(--bs-body-color);text-align:var(--bs-body-text-align);background-color:var(--bs-body-bg);
-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent}
h1,h2,h3,h4,h5,h6{margin-top:0;margin-bottom:.5rem;font-weight:500;line-height:1.2}
p{margin-top:0;margin-bottom:1rem}
dl,ol,ul{margin-top:0;margin-bottom:1rem}
a{color:var(--bs-link-color);text-decoration:underline}
table{caption-side:bottom;border-collapse:collapse}
th{text-align:inherit;text-align:-webkit-match-parent}
label{display:inline-block}
button{border-radius:0}
button,input,optgroup,select,textarea{margin:0;font-family:inherit;font-size:inherit;line-height:inherit}
button,select{text-transform:none}
legend{float:left;width:100%;padding:0;margin-bottom:.5rem;font-size:calc(1.275rem + .3vw);line-height:inherit}
.lead{font-size:1.25rem;font-weight:300}
.font-monospace{font-family:var(--bs-font-monospace)!important}
.fst-italic{font-style:italic!important}
.text-uppercase{text-transform:uppercase!important}
.text-center{text-align:center!important}
.text-danger{color:rgba(220,53,69,1)!important}
.text-decoration-underline{text-decoration:underline!important}
.lh-lg{line-height:2!important}`;

/** Tailwind 3.4: preflight.css (the rules that reach text), and utilities as Tailwind generates them,
 * the first-line/first-letter ones from its docs' drop-cap example. */
const TAILWIND = `
*,::after,::before{box-sizing:border-box;border-width:0;border-style:solid;border-color:#e5e7eb}
html,:host{line-height:1.5;-webkit-text-size-adjust:100%;tab-size:4;font-family:ui-sans-serif,system-ui,sans-serif,"Apple Color Emoji","Segoe UI Emoji";
font-feature-settings:normal;font-variation-settings:normal;-webkit-tap-highlight-color:transparent}
body{margin:0;line-height:inherit}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
table{text-indent:0;border-color:inherit;border-collapse:collapse}
button,input,optgroup,select,textarea{font-family:inherit;font-feature-settings:inherit;font-variation-settings:inherit;font-size:100%;
font-weight:inherit;line-height:inherit;letter-spacing:inherit;color:inherit;margin:0;padding:0}
button,select{text-transform:none}
button,input:where([type=button]),input:where([type=reset]),input:where([type=submit]){-webkit-appearance:button;background-color:transparent;background-image:none}
blockquote,dd,dl,figure,h1,h2,h3,h4,h5,h6,hr,p,pre{margin:0}
fieldset{margin:0;padding:0}
legend{padding:0}
menu,ol,ul{list-style:none;margin:0;padding:0}
input::placeholder,textarea::placeholder{opacity:1;color:#9ca3af}
img,svg,video,canvas,audio,iframe,embed,object{display:block;vertical-align:middle}
.font-serif{font-family:ui-serif,Georgia,Cambria,"Times New Roman",Times,serif}
.text-lg{font-size:1.125rem;line-height:1.75rem}
.italic{font-style:italic}
.tracking-wide{letter-spacing:.025em}
.text-slate-700{--tw-text-opacity:1;color:rgb(51 65 85/var(--tw-text-opacity))}
.underline{text-decoration-line:underline}
.first-line\\:uppercase::first-line{text-transform:uppercase}
.first-line\\:tracking-widest::first-line{letter-spacing:.1em}
.first-letter\\:float-left::first-letter{float:left}
.first-letter\\:mr-3::first-letter{margin-right:.75rem}
.first-letter\\:text-7xl::first-letter{font-size:4.5rem;line-height:1}
.first-letter\\:font-bold::first-letter{font-weight:700}
.first-letter\\:text-slate-900::first-letter{--tw-text-opacity:1;color:rgb(15 23 42/var(--tw-text-opacity))}
.selection\\:bg-fuchsia-300 ::selection,.selection\\:bg-fuchsia-300::selection{--tw-bg-opacity:1;background-color:rgb(240 171 252/var(--tw-bg-opacity))}
.selection\\:text-fuchsia-900 ::selection,.selection\\:text-fuchsia-900::selection{--tw-text-opacity:1;color:rgb(112 26 117/var(--tw-text-opacity))}`;

/** Every inherited text property on everything, the first line and letter of every block, selections;
 * form controls unset; our own custom property names taken. */
const AGGRESSIVE = `
html{font-size:30px} body{font-size:30px}
*,::before,::after{font-family:serif;font-weight:900;font-style:italic;font-variant:small-caps;font-feature-settings:"smcp";font-kerning:none;
font-stretch:condensed;color:red;-webkit-text-fill-color:red;-webkit-text-stroke:1px green;letter-spacing:3px;word-spacing:10px;
text-transform:uppercase;line-height:3;text-align:right;text-indent:40px;text-shadow:1px 1px 2px blue;text-decoration:underline wavy blue;
white-space:pre;word-break:break-all;hyphens:auto;tab-size:20;direction:rtl;color-scheme:dark;text-emphasis:filled red;visibility:visible}
::first-line{color:blue;text-transform:lowercase;letter-spacing:6px;font-size:40px}
::first-letter{font-size:80px;color:green;float:left}
::selection{color:#fff;background:#000}
button,input,select,textarea{all:unset}
:root{--a:red;--r:0}`;

/** Each host page: its CSS and the classes of the element the widgets sit in. */
const HOSTS = {
  blank: { css: '', wrapper: '' },
  bootstrap: {
    css: BOOTSTRAP,
    wrapper: 'lead font-monospace fst-italic text-uppercase text-center text-danger text-decoration-underline lh-lg',
  },
  tailwind: {
    css: TAILWIND,
    wrapper:
      'font-serif text-lg italic tracking-wide text-slate-700 underline first-line:uppercase first-line:tracking-widest ' +
      'first-letter:float-left first-letter:mr-3 first-letter:text-7xl first-letter:font-bold first-letter:text-slate-900 ' +
      'selection:bg-fuchsia-300 selection:text-fuchsia-900',
  },
  aggressive: { css: AGGRESSIVE, wrapper: '' },
};
type Host = keyof typeof HOSTS;

/** Computed on every element inside the widgets: what changes how text reads. */
const TEXT = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-feature-settings',
  'font-kerning',
  'font-stretch',
  'color',
  '-webkit-text-fill-color',
  '-webkit-text-stroke-width',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'line-height',
  'text-decoration',
  // Decorations propagate from the host's boxes without being inherited: only Chromium's own
  // property shows the ones in effect on an element.
  '-webkit-text-decorations-in-effect',
  'text-align',
  'text-indent',
  'text-shadow',
  'white-space',
  'word-break',
  'direction',
  'color-scheme',
  'visibility',
];
const FIRST_LINE = [
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-decoration',
];
const HIGHLIGHT = ['color', 'background-color'];
const PLACEHOLDER = ['color', 'letter-spacing', 'text-transform'];

const gateway: { current?: FakeGateway } = {};
const naya = nayaSuite(async () => {
  gateway.current = await startFakeGateway();
  return { ...gateway.current.env, LEAD_RATE_LIMIT: '100', OTP_RATE_LIMIT: '100' };
});
let partner: TestServer;
let blank: Journey;

const page =
  (host: Host, config = '') =>
  (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>partner</title><style>${HOSTS[host].css}</style></head>
<body><h1>Partner</h1>
<script>window.nayaConfig = { countryId: 10, lang: 'en'${config} };</script>
<script async src="${naya.server.origin}/loader.js"></script>
<div class="${HOSTS[host].wrapper}" style="width:960px">
<div data-naya-widget="offers"></div>
<div data-naya-widget="registration"></div>
<p id="host-text">The partner's own text</p>
</div></body></html>`);
  };

beforeAll(async () => {
  const hosts = Object.keys(HOSTS) as Host[];
  partner = await startTestServer({
    routes: Object.fromEntries(
      hosts.flatMap((host) => [
        [`GET /${host}/`, page(host)],
        [`GET /${host}/feed-error/`, page(host, `, configURL: '${naya.server.origin}/feed/missing.json'`)],
      ]),
    ),
  });
  blank = await journey('blank');
});

afterAll(async () => {
  await partner?.close();
  await gateway.current?.close();
});

/** One line per element inside the widgets: its label, then `property:value` entries. */
type Rows = string[][];
type Journey = { states: Record<string, Rows>; hostText: string[] };

const readWidgets = (tab: Page): Promise<Rows> =>
  tab.evaluate(
    ({ text, firstLine, highlight, placeholder }) => {
      const rows: string[][] = [];
      for (const host of document.querySelectorAll('[data-naya-widget]')) {
        for (const el of host.shadowRoot?.querySelectorAll('.naya-root, .naya-root *') ?? []) {
          const own = getComputedStyle(el);
          const line = getComputedStyle(el, '::first-line');
          const selected = getComputedStyle(el, '::selection');
          const hint = getComputedStyle(el, '::placeholder');
          const runs: string[] = [];
          for (const node of el.childNodes) {
            if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            runs.push(`${box.width.toFixed(1)}x${box.height.toFixed(1)}`);
          }
          rows.push([
            `${host.getAttribute('data-naya-widget')} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`,
            ...text.map((p) => `${p}:${own.getPropertyValue(p)}`),
            ...firstLine.map((p) => `::first-line ${p}:${line.getPropertyValue(p)}`),
            ...highlight.map((p) => `::selection ${p}:${selected.getPropertyValue(p)}`),
            ...(el.matches('input, textarea') ? placeholder.map((p) => `::placeholder ${p}:${hint.getPropertyValue(p)}`) : []),
            `text runs:${runs.join(' ')}`,
          ]);
        }
      }
      return rows;
    },
    { text: TEXT, firstLine: FIRST_LINE, highlight: HIGHLIGHT, placeholder: PLACEHOLDER },
  );

/** Each entry that differs from the blank page's, as `state, element: blank → host`. */
function differences(state: string, expected: Rows, actual: Rows): string[] {
  if (actual.length !== expected.length) return [`${state}: ${actual.length} elements, blank page ${expected.length}`];
  const found: string[] = [];
  expected.forEach((row, i) =>
    row.forEach((entry, j) => {
      if (actual[i][j] !== entry) found.push(`${state}, ${row[0]}: ${entry} → ${actual[i][j]}`);
    }),
  );
  return found;
}

const widget = (tab: Page, name: string) => tab.locator(`[data-naya-widget=${name}]`);

/** The offer feed held until `release()`, so the loading state can be read. */
async function holdFeed(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(`${naya.server.origin}/feed/offers.json`, (route: Route) => released.then(() => route.continue()));
  return release;
}

/** A visitor's way through both widgets on `host`, reading the widgets' styles at each state. */
async function journey(host: Host): Promise<Journey> {
  const states: Record<string, Rows> = {};
  const context = await newOfflineSafeContext(naya.browser, { viewport: { width: 1280, height: 900 } });
  const release = await holdFeed(context);
  const tab = await context.newPage();
  await tab.goto(`${partner.origin}/${host}/`);
  const offers = widget(tab, 'offers');
  const form = widget(tab, 'registration');
  await form.locator('form').waitFor({ timeout: 30_000 });
  await offers.locator('.naya-skeleton').first().waitFor();
  states['offers loading, empty form'] = await readWidgets(tab);

  release();
  await offers.locator('li.naya-card').first().waitFor({ timeout: 30_000 });
  await offers.locator('li.naya-card input[type=checkbox]').nth(0).check();
  await offers.locator('li.naya-card input[type=checkbox]').nth(1).check();
  await offers.locator('.naya-compare').waitFor();
  states['offers listed and compared'] = await readWidgets(tab);

  await form.locator('button[type=submit]').click();
  await form.locator('.naya-error').first().waitFor();
  states['form field errors'] = await readWidgets(tab);

  // each host page its own applicant (digits only, so the text keeps its width): the same phone
  // or NIC again would be a duplicate, which skips the phone-code step
  applicant += 1;
  await fillValidLead(form, { phone: `07712345${60 + applicant}`, nic: `1990123${4560 + applicant}8` });
  await form.locator('button[type=submit]').click();
  const code = form.locator('input[name=code]');
  await code.waitFor({ timeout: 20_000 });
  await code.fill('12345'); // five digits: refused by the step itself
  await form.getByRole('button', { name: verifyCopy.submit, exact: true }).click();
  await form.locator('.naya-alert').waitFor();
  // the code has gone out (the countdown to a new one shows): read the same state on every page,
  // not 'Sending the code…' on one and the countdown on another
  await form.getByRole('button', { name: /^Send a new code in \d+ s$/ }).waitFor({ timeout: 20_000 });
  // the offers widget reorders itself for the new lead (/sl-feed): read once it has settled
  await tab.waitForLoadState('networkidle');
  await offers.locator('li.naya-card').first().waitFor({ timeout: 30_000 });
  states['phone code refused'] = await readWidgets(tab);

  await form.getByRole('button', { name: verifyCopy.skip }).click();
  await form.locator('h2', { hasText: en.success }).waitFor();
  states['registered'] = await readWidgets(tab);

  await tab.goto(`${partner.origin}/${host}/feed-error/`);
  await widget(tab, 'offers').locator('.naya-state[role=alert] button').waitFor({ timeout: 30_000 });
  states['offers feed failed'] = await readWidgets(tab);

  const hostText = await tab.evaluate(
    (properties) => {
      const style = getComputedStyle(document.getElementById('host-text')!);
      return properties.map((p) => `${p}:${style.getPropertyValue(p)}`);
    },
    ['font-family', 'color', 'text-transform', 'text-decoration-line'],
  );
  await context.close();
  return { states, hostText };
}

describe('host page CSS does not change how widget text reads', () => {
  it('the journey reaches every state with the widgets filled in', () => {
    for (const [state, rows] of Object.entries(blank.states)) expect(rows.length, state).toBeGreaterThan(20);
  });

  it.each(['bootstrap', 'tailwind', 'aggressive'] as const)(
    '%s host page: every element of both widgets reads as on a blank page',
    async (host) => {
      const hostile = await journey(host);
      // The host's CSS is live: its own text does change.
      expect(hostile.hostText).not.toEqual(blank.hostText);
      const found = Object.entries(blank.states).flatMap(([state, rows]) => differences(state, rows, hostile.states[state]));
      expect(found.slice(0, 40), `${found.length} differences`).toEqual([]);
    },
  );
});
