// Campaigns (operators only): a push composed per language (Sinhala the default, English and Tamil
// optional), its audience counted before sending, sent behind a confirmation naming how many
// people it reaches; then each campaign's sent / failed / clicked, read again while it is sending.
import { useEffect, useRef, useState } from 'react';
import { DISTRICTS } from '../../common/domain/districts';
import { LANGS, type Lang } from '../../common/lang';
import { api, ApiFailure } from '../api';
import { num, when } from '../format';
import { Link, navigate } from '../nav';

interface Text {
  title: string;
  body: string;
  url: string;
}
interface Audience {
  provider?: number;
  district?: string;
  from?: string;
  to?: string;
}
interface Size {
  subscribers: number;
  people: number;
}
export interface Report {
  campaign_id: string;
  created_at: string;
  content: Partial<Record<Lang, Text>>;
  audience: Audience;
  planned: number;
  pending: number;
  sent: number;
  failed: number;
  unregistered: number;
  /** Not sent: the person had had their campaign messages of the day or week. */
  capped: number;
  clicked: number;
}

const LANGUAGE: Record<Lang, string> = {
  si: 'Sinhala (si), the default: leads whose language has no text read this one',
  en: 'English (en), optional',
  ta: 'Tamil (ta), optional',
};
const PARTS: [keyof Text, string][] = [
  ['title', 'Title'],
  ['body', 'Text'],
  ['url', 'Link (a path such as /offers/, or https://…)'],
];
const EMPTY: Text = { title: '', body: '', url: '' };
const POLL_MS = 2000;

const titleOf = (r: Report) => (r.content.si ?? Object.values(r.content)[0])?.title ?? '—';
const audienceText = (a: Audience) =>
  [a.provider !== undefined && `partner ${a.provider}`, a.district, a.from && `registered from ${a.from}`, a.to && `registered to ${a.to}`]
    .filter(Boolean)
    .join(', ') || 'everyone who opted in';
const sizeText = (s: Size) =>
  `${num(s.people)} ${s.people === 1 ? 'person' : 'people'} (${num(s.subscribers)} push ${s.subscribers === 1 ? 'subscriber' : 'subscribers'})`;

/** One input with its label and, beside it, the server's message for it. */
function Field(props: {
  id: string;
  label: string;
  error?: string;
  children: (attrs: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const described = props.error ? `${props.id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({ id: props.id, ...(props.error ? { 'aria-invalid': true, 'aria-describedby': described } : {}) })}
      {props.error && (
        <span className="field-error" id={described}>
          {props.error}
        </span>
      )}
    </div>
  );
}

function Compose({ onSent }: { onSent: (campaignId: string, planned: number) => void }) {
  const [texts, setTexts] = useState<Record<Lang, Text>>({ si: EMPTY, en: EMPTY, ta: EMPTY });
  const [audience, setAudience] = useState<{ provider: string; district: string; from: string; to: string }>({
    provider: '',
    district: '',
    from: '',
    to: '',
  });
  const [size, setSize] = useState<Size | 'counting' | null>('counting');
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const query = new URLSearchParams(Object.entries(audience).filter(([, v]) => v.trim() !== '')).toString();
  // The audience is counted again shortly after each change of its filters.
  useEffect(() => {
    setSize('counting');
    setSizeError(null);
    let current = true;
    const timer = setTimeout(() => {
      api<Size>(`/api/console/campaigns/audience${query ? `?${query}` : ''}`)
        .then((s) => current && (setSize(s), setFields((f) => withoutAudience(f))))
        .catch((e: Error) => {
          if (!current) return;
          setSize(null);
          setSizeError(e.message);
          if (e instanceof ApiFailure) setFields((f) => ({ ...withoutAudience(f), ...e.fields }));
        });
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const body = () => {
    const content: Partial<Record<Lang, Text>> = {};
    for (const lang of LANGS) {
      const t = texts[lang];
      // Sinhala always (the default), the others when anything of them is filled in
      if (lang === 'si' || t.title.trim() || t.body.trim() || t.url.trim()) content[lang] = t;
    }
    const a: Audience = {};
    if (audience.provider.trim())
      a.provider = /^\d+$/.test(audience.provider.trim()) ? Number(audience.provider) : (audience.provider as never);
    if (audience.district) a.district = audience.district;
    if (audience.from) a.from = audience.from;
    if (audience.to) a.to = audience.to;
    return { content, audience: a };
  };

  const send = async () => {
    setFields({});
    setError(null);
    setBusy(true);
    try {
      const campaign = body();
      const counted = await api<Size>('/api/console/campaigns/check', { method: 'POST', body: campaign });
      setSize(counted);
      if (counted.subscribers === 0) {
        setError('Nobody in this audience has push messages on: there is no one to send it to.');
        return;
      }
      if (!window.confirm(`Send “${campaign.content.si?.title}” to ${sizeText(counted)} now? A sent campaign cannot be called back.`))
        return;
      const sent = await api<{ campaign_id: string; planned: number }>('/api/console/campaigns', { method: 'POST', body: campaign });
      onSent(sent.campaign_id, sent.planned);
    } catch (failure) {
      if (failure instanceof ApiFailure) setFields(failure.fields);
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="campaign"
      aria-label="New campaign"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {LANGS.map((lang) => (
        <fieldset key={lang} lang={lang}>
          <legend lang="en">{LANGUAGE[lang]}</legend>
          {PARTS.map(([part, label]) => {
            const id = `campaign-${lang}-${part}`;
            const value = texts[lang][part];
            const change = (v: string) => {
              setTexts((t) => ({ ...t, [lang]: { ...t[lang], [part]: v } }));
              setFields(({ [`content.${lang}.${part}`]: _fixed, ...rest }) => rest); // its message goes once it is edited
            };
            return (
              <Field key={part} id={id} label={label} error={fields[`content.${lang}.${part}`]}>
                {(attrs) =>
                  part === 'body' ? (
                    <textarea {...attrs} rows={2} maxLength={300} value={value} onChange={(e) => change(e.target.value)} />
                  ) : (
                    <input
                      {...attrs}
                      type="text"
                      maxLength={part === 'title' ? 100 : 2000}
                      value={value}
                      onChange={(e) => change(e.target.value)}
                    />
                  )
                }
              </Field>
            );
          })}
        </fieldset>
      ))}
      <fieldset>
        <legend>Audience: leads who opted in to offers by push</legend>
        <Field id="campaign-provider" label="Partner id (blank: all)" error={fields['audience.provider']}>
          {(attrs) => (
            <input
              {...attrs}
              type="text"
              inputMode="numeric"
              value={audience.provider}
              onChange={(e) => setAudience((a) => ({ ...a, provider: e.target.value }))}
            />
          )}
        </Field>
        <Field id="campaign-district" label="District" error={fields['audience.district']}>
          {(attrs) => (
            <select {...attrs} value={audience.district} onChange={(e) => setAudience((a) => ({ ...a, district: e.target.value }))}>
              <option value="">Any district</option>
              {DISTRICTS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          )}
        </Field>
        <Field id="campaign-from" label="Registered from (Colombo day)" error={fields['audience.from']}>
          {(attrs) => (
            <input {...attrs} type="date" value={audience.from} onChange={(e) => setAudience((a) => ({ ...a, from: e.target.value }))} />
          )}
        </Field>
        <Field id="campaign-to" label="Registered to (Colombo day)" error={fields['audience.to']}>
          {(attrs) => (
            <input {...attrs} type="date" value={audience.to} onChange={(e) => setAudience((a) => ({ ...a, to: e.target.value }))} />
          )}
        </Field>
        <p className="audience-size" role="status">
          {size === 'counting'
            ? 'Counting the audience…'
            : size
              ? `This campaign would reach ${sizeText(size)}.`
              : `The audience could not be counted: ${sizeError}`}
        </p>
      </fieldset>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send campaign'}
      </button>
    </form>
  );
}

const withoutAudience = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([k]) => !k.startsWith('audience.')));

function Figures({ report }: { report: Report }) {
  const rows: [keyof Report, string][] = [
    ['planned', 'Planned'],
    ['pending', 'Waiting'],
    ['sent', 'Sent'],
    ['failed', 'Failed'],
    ['unregistered', 'Gone (token unregistered)'],
    ['capped', 'Not sent: daily or weekly limit per person'],
    ['clicked', 'Clicked'],
  ];
  return (
    <dl className="fields campaign-figures">
      {rows.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-figure={key}>{num(report[key] as number)}</dd>
        </div>
      ))}
    </dl>
  );
}

function CampaignDetail({ id }: { id: string }) {
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    let current = true;
    const load = () =>
      api<Report>(`/api/console/campaigns/${encodeURIComponent(id)}`)
        .then((r) => {
          if (!current) return;
          setReport(r);
          setError(null);
          // read again while deliveries are under way
          if (r.pending > 0) timer.current = setTimeout(load, POLL_MS);
        })
        .catch((e: Error) => current && setError(e.message));
    void load();
    return () => {
      current = false;
      clearTimeout(timer.current);
    };
  }, [id]);
  return (
    <>
      <p>
        <Link to="campaigns">← All campaigns</Link>
      </p>
      <h1>Campaign {report ? `“${titleOf(report)}”` : ''}</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!report && !error && <p role="status">Loading the campaign…</p>}
      {report && (
        <>
          <p>
            Sent {when(report.created_at)} to {audienceText(report.audience)}.{' '}
            <span role="status">{report.pending > 0 ? `Sending: ${num(report.pending)} still to go…` : 'Every message is through.'}</span>
          </p>
          <Figures report={report} />
          <h2>Texts</h2>
          <div className="table-wrap" tabIndex={0} role="region" aria-label="Texts (scrolls sideways)">
            <table>
              <thead>
                <tr>
                  <th scope="col">Language</th>
                  <th scope="col">Title</th>
                  <th scope="col">Text</th>
                  <th scope="col">Link</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(report.content).map(([lang, t]) => (
                  <tr key={lang} lang={lang}>
                    <th scope="row" lang="en">
                      {lang}
                    </th>
                    <td>{t.title}</td>
                    <td>{t.body}</td>
                    <td>{t.url}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}

export function Campaigns({ id }: { id?: string }) {
  const [list, setList] = useState<Report[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (id) return;
    api<Report[]>('/api/console/campaigns')
      .then(setList)
      .catch((e: Error) => setError(e.message));
  }, [id]);
  if (id) return <CampaignDetail id={id} />;
  return (
    <>
      <h1>Campaigns</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!error && (
        <>
          <h2>New campaign</h2>
          <Compose onSent={(campaignId) => navigate(`campaigns/${encodeURIComponent(campaignId)}`)} />
          <h2>Sent campaigns</h2>
          {!list ? (
            <p role="status">Loading the campaigns…</p>
          ) : list.length === 0 ? (
            <p className="empty">No campaigns yet.</p>
          ) : (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Sent campaigns (scrolls sideways)">
              <table className="campaigns">
                <thead>
                  <tr>
                    <th scope="col">Sent</th>
                    <th scope="col">Title</th>
                    <th scope="col">Audience</th>
                    <th scope="col">Planned</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Failed</th>
                    <th scope="col">Clicked</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => (
                    <tr key={r.campaign_id}>
                      <td>{when(r.created_at)}</td>
                      <td>
                        <Link to={`campaigns/${encodeURIComponent(r.campaign_id)}`}>{titleOf(r)}</Link>
                      </td>
                      <td>{audienceText(r.audience)}</td>
                      <td className="number">{num(r.planned)}</td>
                      <td className="number">{num(r.sent)}</td>
                      <td className="number">{num(r.failed)}</td>
                      <td className="number">{num(r.clicked)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}
