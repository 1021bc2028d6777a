// The widgets' stylesheet, as a string: partner pages put it in each widget's shadow root, the site
// includes it in its own CSS. Every class is prefixed `naya-`. Themable through custom properties
// (they cross the shadow boundary): --naya-accent, --naya-font, --naya-radius.
// Host page rules do not match inside the shadow root, but inherited values cross it, and `:host`
// rules lose to the host page's. So the widget's own root, `.naya-root`, resets everything
// inherited (`all: initial`; `direction` is outside `all`, so it is set too) and uses px, never rem:
// neither `* { color: red !important; font-size: 40px !important }` nor a host `html { font-size }`
// reach in. On a partner page the root is opaque (`:host .naya-root` matches only in the shadow
// root), so a dark host theme cannot put our dark text on a dark background.
// Three things cross `all: initial` on a block: the host's `::first-line` and `::first-letter` (they
// style the first line of the flat tree, our heading; Tailwind's first-line:/first-letter: classes),
// and text decorations, which propagate to in-flow boxes without being inherited (Bootstrap's
// .text-decoration-underline). An inline-block ends the host's first line and decorations, so on a
// partner page the root is one, inside the mount `div` reset like it (`:host>div`: else the host's
// text-indent, text-align and line-height place it). Selections inherit the host's `::selection`
// colours: ours are the platform's (Highlight), as on a page that sets none.
// Sinhala vowel signs sit above and below the line: line-height 1.6 and padded inputs keep them whole.
// Fonts: Tamil pages of the site set --naya-font to their own Tamil web font (site/build/fonts.ts).
// 'Naya Sinhala' and 'Naya Tamil' exist only on a partner page whose system has no font for the
// script (widgets/script-font.ts adds them then; they hold that script's letters alone), so they
// come first: Chromium stops at a generic family (system-ui) and draws empty boxes from it.

export const WIDGET_CSS = `
:host{display:block}
.naya-root{all:initial;direction:ltr;display:block;box-sizing:border-box;font-family:'Naya Sinhala','Naya Tamil',var(--naya-font,'Noto Sans Sinhala','Iskoola Pota',system-ui,sans-serif);font-size:16px;line-height:1.6;color:#1d2327;--a:var(--naya-accent,#0a6e4f);--r:var(--naya-radius,10px)}
:host>div{all:initial;display:block;direction:ltr}
:host>div>.naya-root{display:inline-block;width:100%;vertical-align:top}
:host .naya-root{background:#fff}
:host ::selection{color:HighlightText;background:Highlight}
.naya-root *,.naya-root *::before,.naya-root *::after{box-sizing:border-box;font:inherit;color:inherit;letter-spacing:normal;text-transform:none}
.naya-root h2{font-size:22px;font-weight:700;margin:0 0 12px}
.naya-root h3{font-size:18px;font-weight:700;margin:0}
.naya-root p{margin:0 0 8px}
.naya-root button,.naya-root .naya-btn{cursor:pointer;border:0;border-radius:var(--r);background:var(--a);color:#fff;padding:10px 18px;font-weight:600;text-decoration:none;display:inline-block;text-align:center;min-height:44px}
.naya-root button[disabled]{opacity:.6;cursor:not-allowed}
.naya-root .naya-link{background:none;color:var(--a);padding:4px 0;min-height:0;text-decoration:underline}
.naya-root :focus-visible{outline:3px solid var(--a);outline-offset:2px}
.naya-root input,.naya-root select,.naya-root textarea{display:block;width:100%;padding:10px 12px;border:1px solid #8a949c;border-radius:calc(var(--r) * .6);background:#fff;color:#1d2327;min-height:44px}
.naya-root input[type=checkbox]{display:inline-block;width:24px;height:24px;min-height:0;margin:0 8px 0 0;flex:none;accent-color:var(--a)}
.naya-root input[type=range]{padding:0;border:0;accent-color:var(--a)}
.naya-root [aria-invalid=true]{border-color:#b3261e;border-width:2px}
.naya-controls{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px;margin-bottom:16px;align-items:end}
.naya-label{display:block;font-weight:600;margin-bottom:4px}
.naya-value{font-weight:700;color:var(--a)}
.naya-muted{color:#4f5a62;font-size:14px}
.naya-list{list-style:none;margin:0;padding:0;display:grid;gap:12px;min-height:360px}
.naya-card{border:1px solid #d5dadd;border-radius:var(--r);padding:16px;background:#fff;min-height:220px;display:grid;gap:10px}
.naya-card-head{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.naya-logo{width:48px;height:48px;object-fit:contain;border-radius:8px;background:#f2f4f5;flex:none}
.naya-badges{display:flex;gap:6px;flex-wrap:wrap}
.naya-badge{font-size:13px;font-weight:600;padding:2px 8px;border-radius:999px;background:#e7f4ee;color:#0a5a41}
.naya-badge-sponsored{background:#fff4d6;color:#6b4e00}
.naya-badge-demo{background:#eceff1;color:#37474f}
.naya-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:6px 16px;margin:0}
.naya-facts div{min-width:0}
.naya-facts dt{font-size:13px;color:#4f5a62}
.naya-facts dd{margin:0;font-weight:600}
.naya-calc{background:#f4f8f6;border-radius:calc(var(--r) * .6);padding:8px 12px}
.naya-card-foot{display:flex;gap:12px;align-items:center;justify-content:space-between;flex-wrap:wrap}
.naya-check{display:flex;align-items:flex-start;gap:0;cursor:pointer}
.naya-skeleton{background:#eef1f3;position:relative;overflow:hidden}
.naya-skeleton::after{content:"";position:absolute;inset:0;background:linear-gradient(90deg,transparent,#f7f9fa,transparent);transform:translateX(-100%);animation:naya-shine 1.4s infinite}
@keyframes naya-shine{to{transform:translateX(100%)}}
@media (prefers-reduced-motion:reduce){.naya-skeleton::after{animation:none;display:none}}
.naya-state{border:1px dashed #8a949c;border-radius:var(--r);padding:24px;text-align:center;min-height:360px;display:grid;place-content:center;gap:12px}
.naya-form{display:grid;gap:14px;max-width:640px}
.naya-field{display:grid;gap:4px}
.naya-step{border:0;padding:0;margin:0;display:grid;gap:14px;min-width:0}
.naya-step legend{font-weight:700;font-size:17px;padding:0;margin-bottom:4px}
.naya-progress{margin:0;font-weight:600;color:#4f5a62}
.naya-step-nav{display:flex;gap:12px;justify-content:space-between}
.naya-step-nav button:only-child{margin-left:auto}
.naya-root .naya-secondary{background:#fff;color:var(--a);border:2px solid var(--a)}
/* Phones: one step at a time, the submit button on the last. Wide screens: one page. */
@media (max-width:767px){.naya-step:not([data-current]){display:none}.naya-form:not([data-last-step]) .naya-submit{display:none}}
@media (min-width:768px){.naya-progress,.naya-step-nav{display:none}}
.naya-hint{font-size:13px;color:#4f5a62}
.naya-error{color:#b3261e;font-weight:600;font-size:14px;margin:0}
.naya-alert{border-radius:var(--r);padding:12px;background:#fdecea;color:#7a1712}
.naya-info{border-radius:var(--r);padding:12px;background:#e7f4ee;color:#0a5a41}
.naya-consent{font-size:14px}
.naya-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
