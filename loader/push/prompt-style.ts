// Styles live inside the prompt's shadow root: nothing leaks out, and `all: initial` on the card
// stops the host page's inherited fonts and colours leaking in. Sinhala vowel signs above and
// below need the 1.6 line height; the font list names Sinhala faces Windows and Android ship.
export const PROMPT_CSS =
  '.card{all:initial;position:fixed;z-index:2147483647;left:50%;top:16px;transform:translateX(-50%);box-sizing:border-box;' +
  'width:min(400px,calc(100vw - 32px));display:grid;grid-template-columns:48px 1fr;gap:12px 16px;' +
  'padding:20px 20px 16px;background:#fff;color:#1f2937;border-radius:12px;box-shadow:0 8px 32px rgba(0,0,0,.25);' +
  'font:15px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Sinhala","Iskoola Pota",sans-serif}' +
  '@media (max-width:480px){.card{top:auto;bottom:16px}}' +
  '.art{width:48px;height:48px}' +
  '.msg{margin:0;padding-right:28px}' +
  '.title{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}' +
  '.actions{grid-column:1/-1;display:flex;justify-content:flex-end;flex-wrap:wrap;gap:8px}' +
  'button{font:inherit;cursor:pointer;border-radius:8px;padding:8px 18px;min-height:44px}' +
  '.allow{background:#1a56db;color:#fff;border:0}' +
  '.reject{background:#fff;color:#1f2937;border:1px solid #6b7280}' +
  '.close{position:absolute;top:4px;right:4px;width:44px;height:44px;padding:0;border:0;background:none;color:#4b5563;font-size:26px;line-height:1}' +
  'button:focus-visible,.card:focus-visible{outline:3px solid #b45309;outline-offset:2px}';

/** Built-in illustration: a bell, as a data URL so it goes through the same `img src` path. */
export const DEFAULT_ART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="#e8effd"/>' +
      '<path d="M24 12a8 8 0 0 0-8 8v6l-3 4v1h22v-1l-3-4v-6a8 8 0 0 0-8-8zm-3 21a3 3 0 0 0 6 0z" fill="#1a56db"/></svg>',
  );
