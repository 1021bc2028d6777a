// The soft prompt of docs/push.md: a non-modal dialog in a shadow root, fixed to the viewport so the
// host page's layout never moves. Partner strings go in through textContent and img.src only.
import type { PromptTexts } from './texts';
import { DEFAULT_ART, PROMPT_CSS } from './prompt-style';

export interface PromptOptions {
  texts: PromptTexts;
  /** customImg, already validated by readConfig (http(s) or data:image). */
  image?: string;
  allowFirst: boolean;
  onAllow(): void;
  onReject(): void;
  onDismiss(): void;
}

export const PROMPT_TAG = 'naya-push-prompt';

const MARKUP =
  '<div class="card" role="dialog" aria-labelledby="t" aria-describedby="m" tabindex="-1">' +
  '<h2 class="title" id="t"></h2><button class="close">\u00d7</button>' +
  '<img class="art" alt=""><p class="msg" id="m"></p>' +
  '<div class="actions"><button class="allow"></button><button class="reject"></button></div></div>';

function isTyping(element: Element | null): boolean {
  return !!element && (element.matches('input, textarea, select') || (element as HTMLElement).isContentEditable);
}

/** Shows the prompt now; returns a function that removes it (idempotent). */
export function showPrompt(options: PromptOptions): () => void {
  const host = document.createElement(PROMPT_TAG);
  // Inline, so page rules on the host cannot give it size or position.
  host.setAttribute('style', 'position:fixed;top:0;left:0;width:0;height:0;margin:0;padding:0;border:0');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = PROMPT_CSS;
  root.append(style);
  const holder = document.createElement('div');
  holder.innerHTML = MARKUP; // our constant markup only; every text below is set as text
  root.append(...Array.from(holder.childNodes));

  const $ = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  const card = $<HTMLElement>('.card');
  const allow = $<HTMLButtonElement>('.allow');
  const reject = $<HTMLButtonElement>('.reject');
  const close = $<HTMLButtonElement>('.close');
  const { texts } = options;
  if (texts.lang) card.lang = texts.lang;
  $<HTMLElement>('.title').textContent = texts.title;
  $<HTMLElement>('.msg').textContent = texts.message;
  allow.textContent = texts.allow;
  reject.textContent = texts.reject;
  close.setAttribute('aria-label', texts.close);
  $<HTMLImageElement>('.art').src = options.image || DEFAULT_ART;
  // DOM order is the visual and the Tab order: Windows puts the confirming button first.
  if (!options.allowFirst) allow.before(reject);

  const previous = document.activeElement as HTMLElement | null;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    const hadFocus = host.contains(document.activeElement) || document.activeElement === host;
    host.remove();
    if (hadFocus && previous?.isConnected) previous.focus({ preventScroll: true });
  };
  const choose = (handler: () => void) => () => {
    remove();
    handler();
  };
  allow.addEventListener('click', choose(options.onAllow));
  reject.addEventListener('click', choose(options.onReject));
  close.addEventListener('click', choose(options.onDismiss));
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      choose(options.onDismiss)();
    }
  });

  // The body exists a second after start on any real page; the root is only a last resort.
  (document.body || document.documentElement).append(host);
  // Polite: take focus so keyboard users find the dialog, unless the visitor is typing.
  if (!isTyping(previous)) card.focus({ preventScroll: true });
  return remove;
}
