// A new campaign: a text per language (Sinhala the default, English and Tamil optional) and its
// audience, counted again shortly after each change; checked with the schema the server runs
// (common/campaign.ts), counted by the server, then sent behind a confirmation naming how many
// people it reaches.
import { useEffect, useState } from 'react';
import { campaignLangFor, campaignSchema, type CampaignInput, type CampaignText } from '../../../common/campaign';
import { DISTRICTS } from '../../../common/domain/districts';
import { LANGS, type Lang } from '../../../common/lang';
import { api, ApiFailure } from '../../api';
import { num } from '../../format';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import { useApi, useChange } from '../../state/query';

interface Size {
  subscribers: number;
  people: number;
}
type Audience = Record<'provider' | 'district' | 'from' | 'to', string>;

const LANGUAGE: Record<Lang, string> = {
  si: 'Sinhala (si), the default',
  en: 'English (en): without it, English readers get the Sinhala text',
  ta: 'Tamil (ta): without it, Tamil readers get the English text, else the Sinhala',
};
const PARTS: [keyof CampaignText, string, number][] = [
  ['title', 'Title', 100],
  ['body', 'Text', 300],
  ['url', 'Link (a path such as /offers/, or https://…)', 2000],
];
const EMPTY: CampaignText = { title: '', body: '', url: '' };
const AUDIENCE_FIELDS: [keyof Audience, string, string][] = [
  ['provider', 'Partner id (blank: all)', 'text'],
  ['from', 'Registered from (Colombo day)', 'date'],
  ['to', 'Registered to (Colombo day)', 'date'],
];

const sizeText = (s: Size) =>
  `${num(s.people)} ${s.people === 1 ? 'person' : 'people'} (${num(s.subscribers)} push ${s.subscribers === 1 ? 'subscriber' : 'subscribers'})`;

/** The form's values → the campaign the schema checks (Sinhala always, the others when filled in). */
function campaignInput(texts: Record<Lang, CampaignText>, audience: Audience): unknown {
  const content = Object.fromEntries(
    LANGS.filter((lang) => lang === 'si' || Object.values(texts[lang]).some((v) => v.trim())).map((lang) => [lang, texts[lang]]),
  );
  const provider = audience.provider.trim();
  const chosen = Object.entries({ ...audience, provider: /^\d+$/.test(provider) ? Number(provider) : provider });
  return { content, audience: Object.fromEntries(chosen.filter(([, v]) => v !== '')) };
}

const NAME: Record<Lang, string> = { si: 'Sinhala', en: 'English', ta: 'Tamil' };

/** A warning for each language left empty: whose text its readers get instead (the push's own
 * fallback, common/campaign.ts), e.g. "No Tamil text: Tamil readers get the English text." */
export function missingLanguageWarnings(texts: Record<Lang, CampaignText>): string[] {
  const filled = Object.fromEntries(LANGS.filter((l) => Object.values(texts[l]).some((v) => v.trim())).map((l) => [l, true]));
  return LANGS.filter((l) => !filled[l]).flatMap((l) => {
    const instead = campaignLangFor(filled, l);
    return instead ? [`No ${NAME[l]} text: ${NAME[l]} readers get the ${NAME[instead]} text.`] : [];
  });
}

/** The audience's size, counted by the server 300 ms after the filters last changed. */
function useAudienceSize(query: string) {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    setSettled(null);
    const timer = setTimeout(() => setSettled(query), 300);
    return () => clearTimeout(timer);
  }, [query]);
  return useApi<Size>(settled === null ? null : `/api/console/campaigns/audience${settled ? `?${settled}` : ''}`);
}

export function Compose({ onSent }: { onSent: (campaignId: string, planned: number) => void }) {
  const [texts, setTexts] = useState<Record<Lang, CampaignText>>({ si: EMPTY, en: EMPTY, ta: EMPTY });
  const [audience, setAudience] = useState<Audience>({ provider: '', district: '', from: '', to: '' });
  const [counted, setCounted] = useState<Size | null>(null);
  const query = new URLSearchParams(Object.entries(audience).filter(([, v]) => v.trim() !== '')).toString();
  const size = useAudienceSize(query);
  useEffect(() => setCounted(null), [query]);
  const send = useChange<{ campaign_id: string; planned: number }>(['/api/console/campaigns']);
  const form = useSchemaForm(campaignSchema, async (campaign: CampaignInput) => {
    const checked = await api<Size>('/api/console/campaigns/check', { method: 'POST', body: campaign });
    setCounted(checked);
    if (checked.subscribers === 0) throw new Error('Nobody in this audience has push messages on: there is no one to send it to.');
    const title = campaign.content.si?.title ?? Object.values(campaign.content)[0]?.title;
    if (!window.confirm(`Send “${title}” to ${sizeText(checked)} now? A sent campaign cannot be called back.`)) return;
    const sent = await send.mutateAsync({ path: '/api/console/campaigns', body: campaign });
    onSent(sent.campaign_id, sent.planned);
  });
  const audienceErrors = size.error instanceof ApiFailure ? size.error.fields : {};
  const error = (key: string) => form.fields[key] ?? audienceErrors[key];
  const shown = counted ?? size.data;
  const setPart = (lang: Lang, part: keyof CampaignText, value: string) => {
    setTexts((t) => ({ ...t, [lang]: { ...t[lang], [part]: value } }));
    form.clear(`content.${lang}.${part}`); // its message goes once it is edited
  };
  return (
    <form
      className="campaign"
      aria-label="New campaign"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(campaignInput(texts, audience));
      }}
    >
      {LANGS.map((lang) => (
        <fieldset key={lang} lang={lang}>
          <legend lang="en">{LANGUAGE[lang]}</legend>
          {PARTS.map(([part, label, max]) => (
            <Field key={part} id={`campaign-${lang}-${part}`} name={part} label={label} error={error(`content.${lang}.${part}`)}>
              {(a) =>
                part === 'body' ? (
                  <textarea
                    {...a}
                    rows={2}
                    maxLength={max}
                    value={texts[lang][part]}
                    onChange={(e) => setPart(lang, part, e.target.value)}
                  />
                ) : (
                  <input
                    {...a}
                    type="text"
                    maxLength={max}
                    value={texts[lang][part]}
                    onChange={(e) => setPart(lang, part, e.target.value)}
                  />
                )
              }
            </Field>
          ))}
        </fieldset>
      ))}
      {missingLanguageWarnings(texts).length > 0 && (
        // The live region around the list, not on it: role="status" on the <ul> would take its list role away.
        <div role="status" aria-label="Languages without a text">
          <ul className="campaign-language-warnings">
            {missingLanguageWarnings(texts).map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <fieldset>
        <legend>Audience: leads who opted in to offers by push</legend>
        {AUDIENCE_FIELDS.slice(0, 1).map(([key, label]) => (
          <Field key={key} id={`campaign-${key}`} name={key} label={label} error={error(`audience.${key}`)}>
            {(a) => (
              <input
                {...a}
                type="text"
                inputMode="numeric"
                value={audience[key]}
                onChange={(e) => setAudience((v) => ({ ...v, [key]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <Field id="campaign-district" name="district" label="District" error={error('audience.district')}>
          {(a) => (
            <select {...a} value={audience.district} onChange={(e) => setAudience((v) => ({ ...v, district: e.target.value }))}>
              <option value="">Any district</option>
              {DISTRICTS.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          )}
        </Field>
        {AUDIENCE_FIELDS.slice(1).map(([key, label]) => (
          <Field key={key} id={`campaign-${key}`} name={key} label={label} error={error(`audience.${key}`)}>
            {(a) => (
              <input {...a} type="date" value={audience[key]} onChange={(e) => setAudience((v) => ({ ...v, [key]: e.target.value }))} />
            )}
          </Field>
        ))}
        <p className="audience-size" role="status">
          {shown
            ? `This campaign would reach ${sizeText(shown)}.`
            : size.error
              ? `The audience could not be counted: ${size.error.message}`
              : 'Counting the audience…'}
        </p>
      </fieldset>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send campaign'}
      </button>
    </form>
  );
}
