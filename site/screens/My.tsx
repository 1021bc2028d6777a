// /my/: the borrower's own page (docs/borrower-page.md). Signs in with the phone and an SMS code,
// then lists each application with its lenders' answers and the consent it was given under, and
// offers the person's rights: download, stop marketing, withdraw consent, erase (confirmed first).
// Everything here is the visitor's own data, fetched after hydration: the pre-rendered HTML holds
// only the title, what the page is (the sign-in intro) and that it is loading. The intro is the same
// element before and after hydration when signed out, so the first screen's largest text is painted
// with the HTML, not after the JavaScript and `/api/my/status` (Lighthouse's LCP was 2.8 s when the
// largest text came after them: docs/borrower-page.md).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { needsHomeScreenForPush } from '../../common/home-screen';
import { formatDate, formatLKR, formatTerm } from '../../common/format/all';
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import type { MessageKey, T } from '../i18n/messages';
import type { Lang } from '../../common/lang';
import { MyError, myApi, type MyApplication, type MyHistoryItem } from './parts/my-api';

export interface MyData {
  /** Where to write when the page is unavailable (no SMS on this server). */
  email: string;
}

type View = 'loading' | 'unavailable' | 'signedOut' | 'signedIn' | 'erased';

// DESIGN "One lead, one truth": the application's status and each lender's, in words the person
// understands ("Sent on 28 November 2026; no answer yet"), never a raw state or a version hash.
const STATES = ['new', 'sent', 'approved', 'rejected', 'issued', 'closed', 'returned'];
const stateKey = (status: string) => `my.state.${STATES.includes(status) ? status : 'other'}` as MessageKey;
const LENDER_STATES = ['approved', 'rejected', 'issued', 'closed', 'returned'];
const lenderKey = (status: string) => `my.lender.${LENDER_STATES.includes(status) ? status : 'other'}` as MessageKey;

function errorKey(error: unknown): MessageKey {
  if (!(error instanceof MyError)) return 'my.error.general';
  if (error.reason === 'phone_invalid') return 'my.error.phone';
  if (error.reason === 'otp_expired') return 'my.error.expired';
  if (error.status === 429) return 'my.error.tooMany';
  if (error.status === 400) return 'my.error.code';
  return 'my.error.general';
}

export default function My({ data }: { data: MyData }) {
  const { t } = usePage();
  const [view, setView] = useState<View>('loading');
  const [leads, setLeads] = useState<MyApplication[]>([]);
  const [homeScreen, setHomeScreen] = useState(false);

  const load = async () => {
    // the status call answers 200 signed in or not, so a signed-out visit logs no refused request
    const status = await myApi.status().catch(() => ({ available: true, signed_in: true }));
    if (!status.available) return setView('unavailable');
    if (!status.signed_in) return setView('signedOut');
    return myApi.leads().then(
      (found) => {
        setLeads(found);
        setView('signedIn');
      },
      (error: unknown) => setView(error instanceof MyError && error.status === 404 ? 'unavailable' : 'signedOut'),
    );
  };
  useEffect(() => {
    setHomeScreen(needsHomeScreenForPush());
    void load();
  }, []);

  return (
    <Layout>
      <div className="wrap narrow page">
        <h1>{t('my.title')}</h1>
        {homeScreen && <p className="notice">{t('my.homeScreen')}</p>}
        {(view === 'loading' || view === 'signedOut') && <p className="my-intro">{t('my.intro')}</p>}
        {view === 'loading' && <p role="status">{t('my.loading')}</p>}
        {view === 'unavailable' && (
          <div role="status">
            <p>{t('my.unavailable')}</p>
            <p>
              {t('my.unavailableHint', { email: data.email })} <a href={`mailto:${data.email}`}>{data.email}</a>
            </p>
          </div>
        )}
        {view === 'signedOut' && <SignIn onSignedIn={() => void load()} />}
        {view === 'signedIn' && <Applications leads={leads} onChanged={() => void load()} onErased={() => setView('erased')} />}
        {view === 'erased' && <p role="status">{t('my.erased')}</p>}
      </div>
    </Layout>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { lang, t } = usePage();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const run = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorKey(failure));
    } finally {
      setBusy(false);
    }
  };
  const errorId = 'my-error';
  const described = error ? errorId : undefined;
  return (
    <>
      {step === 'phone' ? (
        <form onSubmit={run(async () => (await myApi.askCode(phone, lang), setStep('code')))} noValidate>
          <label htmlFor="my-phone">{t('my.phone')}</label>
          <input
            id="my-phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            placeholder={t('my.phoneHint')}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(e) => setPhone(e.target.value)}
            required
          />
          <button className="button" type="submit" disabled={busy}>
            {t('my.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={run(async () => (await myApi.signIn(phone, code), onSignedIn()))} noValidate>
          <p role="status">{t('my.codeSent')}</p>
          <label htmlFor="my-code">{t('my.code')}</label>
          <input
            id="my-code"
            ref={codeInput}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          <button className="button" type="submit" disabled={busy}>
            {t('my.signIn')}
          </button>{' '}
          <button className="button button-secondary" type="button" onClick={() => (setStep('phone'), setCode(''), setError(null))}>
            {t('my.otherPhone')}
          </button>
        </form>
      )}
      <p id={errorId} role="alert" className="field-error">
        {error ? t(error) : ''}
      </p>
    </>
  );
}

/** One lender's steps: when the application reached it, then its answer (or that none came yet). */
function LenderTimeline({ status, sentOn, byClick }: { status: string; sentOn: string; byClick: boolean }) {
  const { t } = usePage();
  // a lender the person reached by opening its offer was never sent the details by Naya
  const reached = byClick ? t('my.lender.opened', { date: sentOn }) : t('my.lender.sentOn', { date: sentOn });
  return (
    <ol className="my-timeline">
      {status === 'sent' && !byClick ? (
        <li>{t('my.lender.sent', { date: sentOn })}</li>
      ) : (
        <>
          <li>{reached}</li>
          {status !== 'sent' && <li>{t(lenderKey(status))}</li>}
        </>
      )}
    </ol>
  );
}

/** One step of the history in words: what happened, to which lender, never who pressed what. */
function historyText(item: MyHistoryItem, t: T): string {
  const lender = item.lender ?? '';
  switch (item.type) {
    case 'chosen':
      return t('my.event.chosen', { lenders: (item.lenders ?? []).join(', ') });
    case 'delivered':
      return t('my.event.delivered', { lender });
    case 'click_bound':
      return t('my.event.click_bound', { lender });
    case 'lender_state':
      return t('my.event.lender', { lender, answer: t(lenderKey(item.state ?? '')) });
    case 'returned':
      return t('my.event.lender', { lender, answer: t('my.lender.returned') });
    default:
      return t(`my.event.${item.type}` as MessageKey);
  }
}

/** The application's whole history, oldest first (DESIGN "One lead, one truth"). */
function History({ items, labelledBy }: { items: MyHistoryItem[]; labelledBy: string }) {
  const { lang, t } = usePage();
  return (
    <ol className="my-history" aria-labelledby={labelledBy}>
      {items.map((item, i) => (
        <li key={i}>
          <time dateTime={item.at}>{formatDate(item.at, lang)}</time> {historyText(item, t)}
        </li>
      ))}
    </ol>
  );
}

/** The consent as a person reads it: when, to whom, and whether marketing too. */
function consentSummary(lead: MyApplication, lang: Lang, t: T): string {
  const date = formatDate(lead.consent_receipt.given_at, lang);
  const named = lead.consent_receipt.lenders ?? [];
  const to = named.length ? t('my.consentSummary', { date, lenders: named.join(', ') }) : t('my.consentSummaryForm', { date });
  return `${to} ${t(lead.marketing_opt_in ? 'my.marketingYes' : 'my.marketingNo')}`;
}

function Applications({ leads, onChanged, onErased }: { leads: MyApplication[]; onChanged: () => void; onErased: () => void }) {
  const { lang, t } = usePage();
  const [done, setDone] = useState<MessageKey | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmText = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmText.current?.focus();
  }, [confirming]);

  const act = (action: () => Promise<unknown>, message: MessageKey | null, after: () => void) => async () => {
    setFailed(false);
    try {
      await action();
      setDone(message);
      after();
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      {leads.length === 0 && <p>{t('my.none')}</p>}
      {leads.map((lead) => {
        const day = formatDate(lead.created_at, lang);
        return (
          <section key={lead.lead_id} className="card" aria-labelledby={`app-${lead.lead_id}`}>
            <h2 id={`app-${lead.lead_id}`} className="card-title">
              {t('my.application', { date: day })}
            </h2>
            <dl>
              <dt>{t('my.amount')}</dt>
              <dd>{formatLKR(lead.amount, lang)}</dd>
              <dt>{t('my.term')}</dt>
              <dd>{formatTerm(lead.term_days, lang)}</dd>
              <dt>{t('my.status')}</dt>
              <dd>{t(stateKey(lead.status))}</dd>
            </dl>
            <h3>{t('my.lenders')}</h3>
            {lead.lenders.length ? (
              <ul className="my-lenders">
                {lead.lenders.map((lender) => (
                  <li key={lender.name}>
                    <strong>{lender.name}</strong>
                    <LenderTimeline
                      status={lender.status}
                      sentOn={formatDate(lender.sent_at, lang)}
                      byClick={lender.reached_by === 'click'}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('my.noLenders')}</p>
            )}
            {lead.history && lead.history.length > 0 && (
              <>
                <h3 id={`history-${lead.lead_id}`}>{t('my.history')}</h3>
                <History items={lead.history} labelledBy={`history-${lead.lead_id}`} />
              </>
            )}
            <p className="my-consent">
              {consentSummary(lead, lang, t)}
              {lead.consent_receipt.withdrawn_at &&
                ` ${t('my.consentWithdrawn', { date: formatDate(lead.consent_receipt.withdrawn_at, lang) })}`}
            </p>
          </section>
        );
      })}
      <section aria-labelledby="my-actions">
        <h2 id="my-actions">{t('my.actions')}</h2>
        <p>
          <a className="button button-secondary" href={myApi.exportUrl} download="naya-my-data.json" data-reload="">
            {t('my.download')}
          </a>
        </p>
        <p>
          <button className="button button-secondary" type="button" onClick={act(myApi.marketingOff, 'my.marketingOffDone', onChanged)}>
            {t('my.marketingOff')}
          </button>{' '}
          <button className="button button-secondary" type="button" onClick={act(myApi.withdraw, 'my.withdrawDone', onChanged)}>
            {t('my.withdraw')}
          </button>{' '}
          <button className="button button-secondary" type="button" onClick={() => setConfirming(true)} aria-expanded={confirming}>
            {t('my.erase')}
          </button>
        </p>
        {confirming && (
          <div className="notice" role="group" aria-labelledby="my-erase-text">
            <p id="my-erase-text" ref={confirmText} tabIndex={-1}>
              {t('my.eraseConfirm')}
            </p>
            <button className="button" type="button" onClick={act(myApi.erase, null, onErased)}>
              {t('my.eraseYes')}
            </button>{' '}
            <button className="button button-secondary" type="button" onClick={() => setConfirming(false)}>
              {t('my.cancel')}
            </button>
          </div>
        )}
        <p role="status">{done ? t(done) : ''}</p>
        <p role="alert">{failed ? t('my.error.general') : ''}</p>
      </section>
    </>
  );
}
