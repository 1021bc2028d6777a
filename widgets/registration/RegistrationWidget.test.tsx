import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../../common/domain';
import '../i18n/all';
import { RegistrationWidget } from './RegistrationWidget';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let host: HTMLElement;

async function render(lang: 'si' | 'en' | 'ta') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<RegistrationWidget lang={lang} leadGenHost="https://api.test" showOffers={false} />));
}
const field = (name: string) => host.querySelector(`[name=${name}]`) as HTMLInputElement;
async function type(name: string, value: string) {
  const el = field(name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  });
}
async function fillValid() {
  for (const [k, v] of Object.entries({
    full_name: 'Nimal Perera',
    phone: '0712345678',
    nic: '199012345678',
    amount: '150000',
    monthly_income: '85000',
    employment: 'salaried',
    district: 'Colombo',
  }))
    await type(k, v);
  await act(async () => field('consent').click());
}
const submit = () => act(async () => (host.querySelector('button[type=submit]') as HTMLButtonElement).click());
const errors = () => [...host.querySelectorAll('.naya-error')].map((e) => e.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe.each(['si', 'en'] as const)('validation messages in %s', (lang) => {
  it('shows the phone and NIC messages on their fields, aria-linked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await render(lang);
    await fillValid();
    await type('phone', '12345');
    await type('nic', '12345678');
    await submit();
    expect(errors()).toEqual([validationMessages[lang].phone_invalid, validationMessages[lang].nic_invalid]);
    expect(field('phone').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('nic').getAttribute('aria-describedby')!.split(' ');
    expect(host.querySelector(`[id="${describedBy.at(-1)}"]`)!.textContent).toBe(validationMessages[lang].nic_invalid);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('submission', () => {
  it('posts once however often it is clicked, and stores the lead id and its token', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url) =>
        String(url).endsWith('/api/leads')
          ? new Promise<Response>((r) => (answer = r))
          : Promise.resolve(new Response(null, { status: 204 })),
      );
    await render('en');
    await fillValid();
    await submit();
    await submit();
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/api/leads'))).toHaveLength(1);
    const body = JSON.parse(fetch.mock.calls[0][1]!.body as string);
    expect(body).toMatchObject({ phone: '+94712345678', consent: true, consent_version: expect.any(String) });
    const leadToken = 'tok3n-0123456789-abcdefghijklmnopqrstuvwxyz';
    await act(async () => answer(new Response(JSON.stringify({ lead_id: 'lead-1', lead_token: leadToken }), { status: 201 })));
    expect(localStorage.getItem('leadId')).toBe('lead-1');
    expect(localStorage.getItem('leadToken')).toBe(leadToken);
    // the proof goes to nobody but /set-token and the phone-code calls: not in events or the webhook
    for (const [, init] of fetch.mock.calls.slice(1))
      expect(String(init?.body instanceof FormData ? [...init.body.values()] : init?.body)).not.toContain(leadToken);
    const webhook = fetch.mock.calls.find(([u]) => String(u) === 'https://api.test/webhook')!;
    expect((webhook[1]!.body as FormData).get('state_type')).toBe('registration');
  });

  it.each([
    ['si', 'https://api.test/my/', 'ඔබ දැනටමත් අයදුම් කර ඇත'],
    ['en', 'https://api.test/en/my/', 'You have already applied'],
    ['ta', 'https://api.test/ta/my/', 'நீங்கள் ஏற்கனவே விண்ணப்பித்துள்ளீர்கள்'],
  ] as const)(
    'tells a duplicate applicant in %s that the application exists and links their page, nothing more',
    async (lang, link, title) => {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
        String(url).endsWith('/api/leads')
          ? new Response(JSON.stringify({ lead_id: 'lead-2', duplicate: true }), { status: 201 })
          : new Response(null, { status: 204 }),
      );
      await render(lang);
      await fillValid();
      await submit();
      expect(host.querySelector('h2')!.textContent).toBe(title);
      expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([link]);
      expect(host.querySelector('input')).toBeNull(); // no code step, no form
    },
  );

  it('keeps what was typed after a network failure and offers a retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await render('en');
    await fillValid();
    await submit();
    expect(host.textContent).toContain('We could not send your application');
    expect(field('full_name').value).toBe('Nimal Perera');
    expect(host.querySelector('button[type=submit]')!.textContent).toBe('Try again');
  });

  it('puts the server field errors on their fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          error: { code: 'validation_failed', message: 'x', fields: { phone: 'phone_invalid', nic: 'NIC refused by lender rules' } },
        }),
        { status: 400 },
      ),
    );
    await render('si');
    await fillValid();
    await submit();
    expect(errors()).toEqual([validationMessages.si.phone_invalid, 'NIC refused by lender rules']);
  });
});
