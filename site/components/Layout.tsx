// The frame of every page: skip link, header with navigation and language switcher, the main
// landmark, footer, network status and the cookie notice.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LANG_INFO, LANG_NAMES, LANGS, localeOf } from '../../common/lang';
import { usePage } from '../app/context';
import { localize, stripLang, switchLangPath } from '../routes';
import { CookieNotice, openCookieSettings } from './CookieNotice';
import { NetworkStatus } from './NetworkStatus';

const NAV = [
  ['/offers/', 'nav.offers'],
  ['/partners-list/', 'nav.lenders'],
  ['/blog/', 'nav.blog'],
  ['/partner/', 'nav.partner'],
] as const;

/** The same page in every other language: `SI`, its accessible name `SI — සිංහල`, the name
 * marked as its own language so a screen reader says it in that voice. */
function LangSwitch() {
  const { lang, path } = usePage();
  return (
    <ul className="lang-switch-list">
      {LANGS.filter((other) => other !== lang).map((other) => (
        <li key={other}>
          <a className="lang-switch" href={switchLangPath(path, other)} hrefLang={localeOf(other)} data-track="lang_switch">
            {LANG_INFO[other].label}
            <span className="visually-hidden">
              {' — '}
              <span lang={localeOf(other)}>{LANG_NAMES[other]}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu button and the navigation it discloses, the language switch included. On phones the
 * header keeps one line (brand, apply, this button) and the navigation opens below it; from 768 px
 * it is always shown and the button is hidden (styles.css). Escape closes and gives focus back to
 * the button; a tap outside or a navigation closes too.
 */
function MainNav() {
  const { lang, path, t } = usePage();
  const route = stripLang(path);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const navId = useId();

  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button ref={button} type="button" className="menu-button" aria-expanded={open} aria-controls={navId} onClick={() => setOpen(!open)}>
        <span className="menu-icon" aria-hidden="true" />
        <span className="visually-hidden">{t('nav.label')}</span>
      </button>
      <nav ref={panel} id={navId} aria-label={t('nav.label')} className="main-nav" data-open={open || undefined}>
        <ul>
          {NAV.map(([to, key]) => (
            <li key={to}>
              <a href={localize(to, lang)} aria-current={route === to ? 'page' : undefined}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
        <LangSwitch />
      </nav>
    </>
  );
}

function Header() {
  const { lang, t } = usePage();
  return (
    <header className="site-header">
      <div className="wrap header-row">
        <a className="brand" href={localize('/', lang)}>
          naya<span className="brand-tag">{t('brandTagline')}</span>
        </a>
        <a className="button button-small" href={localize('/reg/', lang)} data-track="cta_apply_header">
          {t('nav.apply')}
        </a>
        <MainNav />
      </div>
    </header>
  );
}

/** Lean pages (landing, transition) keep the visitor in the funnel: no navigation, but the same
 * page in the other languages all the same. */
function LeanHeader() {
  return (
    <header className="site-header">
      <div className="wrap header-row">
        <span className="brand">naya</span>
        <LangSwitch />
      </div>
    </header>
  );
}

function Footer() {
  const { lang, t } = usePage();
  return (
    <footer className="site-footer">
      <div className="wrap">
        <p>{t('footer.about')}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            <li>
              <a href={localize('/privacy-policy/', lang)}>{t('footer.privacy')}</a>
            </li>
            <li>
              <a href={localize('/terms-and-conditions/', lang)}>{t('footer.terms')}</a>
            </li>
            <li>
              <a href={localize('/cookies-policy/', lang)}>{t('footer.cookies')}</a>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openCookieSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="copyright">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}

export function Layout({ children, lean = false }: { children: ReactNode; lean?: boolean }) {
  const { t } = usePage();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      {lean ? <LeanHeader /> : <Header />}
      <NetworkStatus />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieNotice />
    </>
  );
}
