import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_TAG, showPrompt, type PromptOptions } from './prompt';
import { DEFAULT_ART } from './prompt-style';
import { resolvePromptTexts } from './texts';

async function open(overrides: Partial<PromptOptions> = {}) {
  const options: PromptOptions = {
    texts: await resolvePromptTexts({ country: 10 }),
    allowFirst: false,
    onAllow: vi.fn(),
    onReject: vi.fn(),
    onDismiss: vi.fn(),
    ...overrides,
  };
  const remove = showPrompt(options);
  const host = document.querySelector(PROMPT_TAG) as HTMLElement;
  const root = host.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(s: string) => root.querySelector(s) as T;
  return { options, remove, host, root, $, dialog: $('[role="dialog"]') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prompt dialog', () => {
  it('is a labelled dialog in a shadow root, with close icon, illustration, message and two buttons', async () => {
    const { host, dialog, root, $ } = await open();
    expect(host.parentElement).toBe(document.body);
    expect(host.getAttribute('style')).toContain('position:fixed');
    expect(root.querySelector('style')?.textContent).toContain('position:fixed');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('දැනුම්දීම්');
    expect(root.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'ඔබේ මුදල් පැවරුමේ තත්ත්වය දැන ගැනීමට දැනුම්දීම්වලට ඉඩ දෙන්න.',
    );
    expect(dialog.lang).toBe('si');
    expect($('.close').getAttribute('aria-label')).toBe('වසන්න');
    expect($<HTMLImageElement>('.art').getAttribute('src')).toBe(DEFAULT_ART);
    expect($<HTMLImageElement>('.art').alt).toBe('');
  });

  it('puts Allow first on Windows and last elsewhere', async () => {
    const windows = await open({ allowFirst: true });
    expect([...windows.$('.actions').children].map((b) => b.textContent)).toEqual(['ඉඩ දෙන්න', 'ප්\u200dරතික්ෂේප කරන්න']);
    windows.remove();
    const other = await open({ allowFirst: false });
    expect([...other.$('.actions').children].map((b) => b.textContent)).toEqual(['ප්\u200dරතික්ෂේප කරන්න', 'ඉඩ දෙන්න']);
  });

  it('renders partner strings as text and the partner image only as img src', async () => {
    const evil = '<img src=x onerror="window.hacked=1">';
    const { root, $ } = await open({
      texts: { message: evil, allow: '<b>ok</b>', reject: 'no', close: 'x', title: 't' },
      image: 'https://cdn.partner.test/bell.png',
    });
    expect($('.msg').textContent).toBe(evil);
    expect($('.allow').textContent).toBe('<b>ok</b>');
    expect(root.querySelectorAll('img')).toHaveLength(1);
    expect(root.querySelector('b')).toBeNull();
    expect($<HTMLImageElement>('.art').getAttribute('src')).toBe('https://cdn.partner.test/bell.png');
  });

  it('calls the matching handler once and removes itself', async () => {
    const { options, $, host } = await open();
    $<HTMLButtonElement>('.allow').click();
    expect(options.onAllow).toHaveBeenCalledTimes(1);
    expect(host.isConnected).toBe(false);
    const second = await open();
    second.$<HTMLButtonElement>('.reject').click();
    expect(second.options.onReject).toHaveBeenCalledTimes(1);
    const third = await open();
    third.$<HTMLButtonElement>('.close').click();
    expect(third.options.onDismiss).toHaveBeenCalledTimes(1);
    expect(third.options.onAllow).not.toHaveBeenCalled();
    expect(document.querySelector(PROMPT_TAG)).toBeNull();
  });

  it('closes without a decision on Escape', async () => {
    const { options, dialog, host } = await open();
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(options.onDismiss).toHaveBeenCalledTimes(1);
    expect(options.onAllow).not.toHaveBeenCalled();
    expect(options.onReject).not.toHaveBeenCalled();
    expect(host.isConnected).toBe(false);
  });

  it('takes focus politely, and gives it back when closed', async () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { host, $ } = await open();
    expect(host.shadowRoot!.activeElement?.getAttribute('role')).toBe('dialog');
    $<HTMLButtonElement>('.reject').focus();
    $<HTMLButtonElement>('.reject').click();
    expect(document.activeElement).toBe(before);
  });

  it('does not steal focus from a field the visitor is typing in', async () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await open();
    expect(document.activeElement).toBe(input);
  });
});
