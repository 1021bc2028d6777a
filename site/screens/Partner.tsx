// The affiliate programme, with the embed snippet partners paste into their pages.
import { useState } from 'react';
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';

interface TitledText {
  title: string;
  text: string;
}

export interface PartnerData {
  title: string;
  intro: string;
  benefits: TitledText[];
  embed: TitledText & { snippet: string };
  payout: TitledText;
}

function Snippet({ code }: { code: string }) {
  const { t } = usePage();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <figure className="snippet">
      <figcaption id="snippet-label">{t('partner.snippetLabel')}</figcaption>
      <pre tabIndex={0} aria-labelledby="snippet-label">
        <code>{code}</code>
      </pre>
      <button type="button" className="button button-secondary" onClick={copy}>
        {t('partner.copy')}
      </button>{' '}
      <span role="status" className="small">
        {copied ? t('partner.copied') : ''}
      </span>
    </figure>
  );
}

export default function Partner({ data }: { data: PartnerData }) {
  return (
    <Layout>
      <div className="wrap narrow page prose">
        <h1>{data.title}</h1>
        <p className="lead">{data.intro}</p>
        {data.benefits.map((s, i) => (
          <section key={i}>
            <h2>{s.title}</h2>
            <p>{s.text}</p>
          </section>
        ))}
        <section aria-labelledby="embed-title">
          <h2 id="embed-title">{data.embed.title}</h2>
          <p>{data.embed.text}</p>
          <Snippet code={data.embed.snippet} />
        </section>
        <section aria-labelledby="payout-title">
          <h2 id="payout-title">{data.payout.title}</h2>
          <p>{data.payout.text}</p>
        </section>
      </div>
    </Layout>
  );
}
