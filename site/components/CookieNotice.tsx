// The cookie notice: records necessary/analytics/marketing in `cookie_consent`. Rendered empty on
// the server (the build cannot know the visitor's cookie) and shown after hydration when no
// choice is stored, or when the footer's "Cookie settings" asks for it. Not modal: a bar at the
// bottom (at most 30 % of a phone screen), the page behind it stays usable.
import { useEffect, useId, useRef, useState } from 'react';
import { usePage } from '../app/context';
import { readConsent, writeConsent } from '../consent/consent';
import { localize } from '../routes';

const OPEN_EVENT = 'naya:cookie-settings';
export const openCookieSettings = () => dispatchEvent(new Event(OPEN_EVENT));

export function CookieNotice() {
  const { lang, t } = usePage();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!readConsent()) setOpen(true);
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

  if (!open) return null;
  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    writeConsent(choice);
    setOpen(false);
  };
  return (
    <section className="cookie-notice" aria-labelledby={titleId} ref={region} tabIndex={-1} data-cookie-notice="">
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
