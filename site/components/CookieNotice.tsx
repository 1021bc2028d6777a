// The cookie notice: records necessary/analytics/marketing in `cookie_consent`. Pre-rendered
// hidden in every page, where a one-line script after the page shows it before the first paint
// when no choice is stored (COOKIE_NOTICE_SCRIPT): on a slow phone it does not appear seconds
// later, after hydration, as the largest thing painted. After hydration React decides from the
// cookie, and the footer's "Cookie settings" opens it again. Not modal: a bar at the bottom (at
// most 30 % of a phone screen), the page behind it stays usable.
import { useEffect, useId, useRef, useState } from 'react';
import { usePage } from '../app/context';
import { isHydrating } from '../app/hydration';
import { readConsent, writeConsent } from '../consent/consent';
import { CONSENT_COOKIE } from '../constants';
import { localize } from '../routes';

const OPEN_EVENT = 'naya:cookie-settings';
export const openCookieSettings = () => dispatchEvent(new Event(OPEN_EVENT));

/** Shows the pre-rendered notice when no choice is stored; runs as the page is parsed, before
 * React (site/build/html.ts puts it in every page; the server's CSP hashes it). A tap on one of
 * its buttons before React has taken the notice over is remembered in `data-tapped` and made
 * again once it has (the effect below): on a slow phone the first tap is not lost. */
export const COOKIE_NOTICE_SCRIPT =
  "(()=>{const n=document.querySelector('[data-cookie-notice]');" +
  `if(!n||/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))return;n.hidden=false;` +
  "n.addEventListener('click',e=>{const b=e.target.closest('button');" +
  "if(b&&!('live' in n.dataset))n.dataset.tapped=[...n.querySelectorAll('button')].indexOf(b)})})()";

/** On the server and hydrating, the render must be the pre-rendered page's (`undecided`); later
 * mounts (a client navigation) read the cookie at once, so an open notice does not blink. */
const prerendered = () => typeof document === 'undefined' || isHydrating();

export function CookieNotice() {
  const { lang, t } = usePage();
  /** null: undecided, the pre-rendered section as the page script left it. */
  const [open, setOpen] = useState<boolean | null>(() => (prerendered() ? null : !readConsent()));
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpen((decided) => decided ?? !readConsent());
    const notice = region.current;
    if (notice) {
      notice.dataset.live = '';
      const tapped = notice.dataset.tapped;
      delete notice.dataset.tapped;
      if (tapped) notice.querySelectorAll('button')[Number(tapped)]?.click();
    }
    const reopen = () => {
      const current = readConsent();
      setAnalytics(current?.analytics ?? false);
      setMarketing(current?.marketing ?? false);
      setChoosing(true);
      setOpen(true);
      requestAnimationFrame(() => region.current?.focus());
    };
    addEventListener(OPEN_EVENT, reopen);
    return () => removeEventListener(OPEN_EVENT, reopen);
  }, []);

  if (open === false) return null;
  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    writeConsent(choice);
    setOpen(false);
  };
  return (
    <section className="cookie-notice" aria-labelledby={titleId} ref={region} tabIndex={-1} data-cookie-notice="" hidden={open === null}>
      <h2 id={titleId}>{t('cookie.title')}</h2>
      <p>
        {t('cookie.text')} <a href={localize('/cookies-policy/', lang)}>{t('cookie.policyLink')}</a>
      </p>
      {choosing ? (
        <fieldset className="cookie-choices">
          <legend className="visually-hidden">{t('cookie.title')}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t('cookie.necessary')}
          </label>
          <label>
            <input type="checkbox" name="analytics" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />{' '}
            {t('cookie.analytics')}
          </label>
          <label>
            <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />{' '}
            {t('cookie.marketing')}
          </label>
        </fieldset>
      ) : null}
      {/* Three choices of equal weight: same style, same width. */}
      <div className="cookie-actions">
        <button type="button" className="button cookie-button" onClick={() => save({ analytics: true, marketing: true })}>
          {t('cookie.acceptAll')}
        </button>
        <button type="button" className="button cookie-button" onClick={() => save({ analytics: false, marketing: false })}>
          {t('cookie.necessaryOnly')}
        </button>
        {choosing ? (
          <button type="button" className="button cookie-button" onClick={() => save({ analytics, marketing })}>
            {t('cookie.save')}
          </button>
        ) : (
          <button type="button" className="button cookie-button" onClick={() => setChoosing(true)}>
            {t('cookie.choose')}
          </button>
        )}
      </div>
    </section>
  );
}
