// Offers in the database: list (order and retire), and an editor checked by the server with the
// shared offer schema (its message beside each field), with the card previewed as visitors see it.
import { useEffect, useState } from 'react';
import type { Offer } from '../../widgets/domain/offer-feed';
import { OfferCard } from '../../widgets/offers/OfferCard';
import { messagesFor } from '../../widgets/i18n';
import '../../widgets/i18n/all'; // the preview shows every language's copy
import { api, ApiFailure } from '../api';
import { when } from '../format';

interface Stored {
  offer: Offer;
  position: number;
  retired_at: string | null;
}

type Kind = 'text' | 'number' | 'bool' | 'rate';
const FIELDS: [keyof Offer, string, Kind][] = [
  ['offer_id', 'Offer id', 'text'],
  ['lender', 'Lender', 'text'],
  ['logo', 'Logo (site path or https URL)', 'text'],
  ['url', 'Apply URL (https; may hold {lead_id} and {click_id})', 'text'],
  ['amount_min', 'Smallest amount (LKR)', 'number'],
  ['amount_max', 'Largest amount (LKR)', 'number'],
  ['term_min_days', 'Shortest term (days)', 'number'],
  ['term_max_days', 'Longest term (days)', 'number'],
  ['rate_type', 'Rate type', 'rate'],
  ['monthly_rate', 'Monthly rate (%)', 'number'],
  ['apr', 'APR (%)', 'number'],
  ['processing_fee_pct', 'Processing fee (%)', 'number'],
  ['processing_fee_fixed', 'Processing fee (LKR)', 'number'],
  ['approval_minutes', 'Approval (minutes)', 'number'],
  ['age_min', 'Youngest age', 'number'],
  ['age_max', 'Oldest age', 'number'],
  ['min_income', 'Lowest monthly income (LKR)', 'number'],
  ['licence', 'Licence', 'text'],
  ['rating', 'Rating (0–5)', 'number'],
  ['first_loan_free', 'First loan free', 'bool'],
  ['sponsored', 'Sponsored', 'bool'],
  ['demo', 'Demo offer', 'bool'],
];

const BLANK = {
  offer_id: '',
  lender: '',
  logo: '',
  url: 'https://',
  amount_min: 5000,
  amount_max: 50000,
  term_min_days: 30,
  term_max_days: 90,
  rate_type: 'flat',
  monthly_rate: 2,
  apr: 24,
  processing_fee_pct: 0,
  processing_fee_fixed: 0,
  approval_minutes: 60,
  age_min: 18,
  age_max: 60,
  min_income: 20000,
  first_loan_free: false,
  licence: '',
  rating: 4,
  sponsored: false,
  demo: false,
} as Offer;

function Preview({ offer }: { offer: Offer }) {
  return (
    <div className="previews">
      {(['si', 'en'] as const).map((lang) => (
        <section
          key={lang}
          lang={lang === 'si' ? 'si-LK' : 'en-LK'}
          aria-label={lang === 'si' ? 'Preview in Sinhala' : 'Preview in English'}
        >
          <h3>{lang === 'si' ? 'Sinhala' : 'English'}</h3>
          <ul className="naya-cards">
            <OfferCard
              offer={offer}
              lang={lang}
              m={messagesFor(lang)}
              loan={{ amount: offer.amount_min, termDays: offer.term_min_days }}
              logo=""
              leadId={null}
              compared={false}
              compareDisabled
              onCompare={() => undefined}
              onOpen={(_o, e) => e.preventDefault()}
            />
          </ul>
        </section>
      ))}
    </div>
  );
}

function Editor({ start, isNew, onDone }: { start: Offer; isNew: boolean; onDone: (message: string) => void }) {
  const [offer, setOffer] = useState<Offer>(start);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof Offer, kind: Kind, raw: string | boolean) =>
    setOffer((o) => ({ ...o, [key]: kind === 'number' ? (raw === '' ? Number.NaN : Number(raw)) : raw }));
  return (
    <form
      className="offer-editor"
      aria-label={isNew ? 'New offer' : `Edit ${start.offer_id}`}
      onSubmit={async (e) => {
        e.preventDefault();
        setFields({});
        setError(null);
        try {
          await api(isNew ? '/api/console/offers' : `/api/console/offers/${encodeURIComponent(start.offer_id)}`, {
            method: isNew ? 'POST' : 'PUT',
            body: offer,
          });
          onDone(`${offer.lender} is saved; the feeds serve it now.`);
        } catch (failure) {
          if (failure instanceof ApiFailure) setFields(failure.fields);
          setError((failure as Error).message);
        }
      }}
    >
      <div className="grid">
        {FIELDS.map(([key, label, kind]) => {
          const id = `offer-${key}`;
          const problem = fields[key];
          const described = problem ? `${id}-error` : undefined;
          const value = offer[key];
          return (
            <div key={key} className={kind === 'bool' ? 'check' : 'field'}>
              {kind === 'bool' ? (
                <label>
                  <input
                    id={id}
                    type="checkbox"
                    checked={Boolean(value)}
                    onChange={(e) => set(key, kind, e.target.checked)}
                    aria-describedby={described}
                  />{' '}
                  {label}
                </label>
              ) : (
                <>
                  <label htmlFor={id}>{label}</label>
                  {kind === 'rate' ? (
                    <select id={id} value={String(value)} onChange={(e) => set(key, kind, e.target.value)}>
                      <option value="flat">flat</option>
                      <option value="reducing">reducing</option>
                    </select>
                  ) : (
                    <input
                      id={id}
                      type={kind === 'number' ? 'number' : 'text'}
                      step="any"
                      readOnly={key === 'offer_id' && !isNew}
                      value={typeof value === 'number' && Number.isNaN(value) ? '' : String(value)}
                      onChange={(e) => set(key, kind, e.target.value)}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={described}
                    />
                  )}
                </>
              )}
              {problem && (
                <span className="field-error" id={`${id}-error`}>
                  {problem}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit">{isNew ? 'Create offer' : 'Save offer'}</button>{' '}
      <button type="button" className="secondary" onClick={() => onDone('')}>
        Cancel
      </button>
      <h2>Preview</h2>
      <Preview offer={offer} />
    </form>
  );
}

export function Offers() {
  const [offers, setOffers] = useState<Stored[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ offer: Offer; isNew: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = () =>
    api<Stored[]>('/api/console/offers')
      .then(setOffers)
      .catch((e: Error) => setError(e.message));
  useEffect(() => void load(), []);
  const act = async (path: string, body: unknown, message: string) => {
    try {
      await api(path, { method: 'POST', body });
      setNotice(message);
      await load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  if (editing)
    return (
      <>
        <h1>{editing.isNew ? 'New offer' : `Edit ${editing.offer.lender}`}</h1>
        <Editor
          start={editing.offer}
          isNew={editing.isNew}
          onDone={(message) => {
            setEditing(null);
            setNotice(message || null);
            void load();
          }}
        />
      </>
    );
  const active = offers?.filter((o) => !o.retired_at) ?? [];
  const move = (i: number, by: number) => {
    const ids = offers!.map((o) => o.offer.offer_id);
    const a = ids.indexOf(active[i].offer.offer_id);
    const b = ids.indexOf(active[i + by].offer.offer_id);
    [ids[a], ids[b]] = [ids[b], ids[a]];
    void act('/api/console/offers/order', { offer_ids: ids }, `${active[i].offer.lender} moved ${by < 0 ? 'up' : 'down'}.`);
  };
  return (
    <>
      <h1>Offers</h1>
      <p>
        <button type="button" onClick={() => setEditing({ offer: BLANK, isNew: true })}>
          New offer
        </button>
      </p>
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!offers && !error && <p role="status">Loading offers…</p>}
      {offers && offers.length === 0 && <p className="empty">No offers yet.</p>}
      {offers && offers.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
          <table className="offers">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Lender</th>
                <th scope="col">Offer id</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((o) => {
                const i = active.indexOf(o);
                const name = o.offer.lender;
                return (
                  <tr key={o.offer.offer_id}>
                    <td>
                      {i >= 0 && (
                        <>
                          <button
                            type="button"
                            className="small"
                            disabled={i === 0}
                            onClick={() => move(i, -1)}
                            aria-label={`Move ${name} up`}
                          >
                            ↑
                          </button>{' '}
                          <button
                            type="button"
                            className="small"
                            disabled={i === active.length - 1}
                            onClick={() => move(i, 1)}
                            aria-label={`Move ${name} down`}
                          >
                            ↓
                          </button>
                        </>
                      )}
                    </td>
                    <td>{name}</td>
                    <td>{o.offer.offer_id}</td>
                    <td>{o.retired_at ? `retired ${when(o.retired_at)}` : 'on the feeds'}</td>
                    <td>
                      <button
                        type="button"
                        className="small"
                        onClick={() => setEditing({ offer: o.offer, isNew: false })}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </button>{' '}
                      {o.retired_at ? (
                        <button
                          type="button"
                          className="small"
                          onClick={() =>
                            act(
                              `/api/console/offers/${encodeURIComponent(o.offer.offer_id)}/restore`,
                              undefined,
                              `${name} is back on the feeds.`,
                            )
                          }
                        >
                          Restore
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="small"
                          aria-label={`Retire ${name}`}
                          onClick={() => {
                            if (
                              window.confirm(
                                `Retire ${name}? It leaves /feed/offers.json, the first-loan-free feed and /sl-feed at once; visitors stop seeing it. You can restore it later.`,
                              )
                            ) {
                              void act(
                                `/api/console/offers/${encodeURIComponent(o.offer.offer_id)}/retire`,
                                undefined,
                                `${name} is retired.`,
                              );
                            }
                          }}
                        >
                          Retire
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
