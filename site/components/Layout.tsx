// The frame of every page: skip link, header with navigation and language switcher, the main
// landmark, footer, network status and the cookie notice.
import type { ReactNode } from 'react';
import { LOCALES } from '../../loader/constants';
import { usePage } from '../app/context';
import { localize, stripLang, switchLangPath, type Lang } from '../routes';
import { CookieNotice, openCookieSettings } from './CookieNotice';
import { NetworkStatus } from './NetworkStatus';

const NAV = [
  ['/offers/', 'nav.offers'],
  ['/partners-list/', 'nav.lenders'],
  ['/blog/', 'nav.blog'],
  ['/partner/', 'nav.partner'],
] as const;

function LangSwitch() {
  const { lang, path, t } = usePage();
  const other: Lang = lang === 'si' ? 'en' : 'si';
  const label = LOCALES.find((l) => l.code === other)!.label;
  return (
    <a className="lang-switch" href={switchLangPath(path, other)} hrefLang={`${other}-LK`} data-track="lang_switch">
      {label}
      <span className="visually-hidden"> — {t('lang.switchTo')}</span>
    </a>
  );
}

function Header() {
  const { lang, path, t } = usePage();
  const route = stripLang(path);
  return (
    <header className="site-header">
      <div className="wrap header-row">
        <a className="brand" href={localize('/', lang)}>
          naya<span className="brand-tag">{t('brandTagline')}</span>
        </a>
        <nav aria-label={t('nav.label')} className="main-nav">
          <ul>
            {NAV.map(([to, key]) => (
              <li key={to}>
                <a href={localize(to, lang)} aria-current={route === to ? 'page' : undefined}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button button-small" href={localize('/reg/', lang)} data-track="cta_apply_header">
          {t('nav.apply')}
        </a>
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
            <li><a href={localize('/privacy-policy/', lang)}>{t('footer.privacy')}</a></li>
            <li><a href={localize('/terms-and-conditions/', lang)}>{t('footer.terms')}</a></li>
            <li><a href={localize('/cookies-policy/', lang)}>{t('footer.cookies')}</a></li>
            <li><button type="button" className="link-button" onClick={openCookieSettings}>{t('footer.cookieSettings')}</button></li>
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
      <a className="skip-link" href="#main">{t('skip')}</a>
      {lean ? null : <Header />}
      <NetworkStatus />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieNotice />
    </>
  );
}
