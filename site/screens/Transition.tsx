// /transition/?offer_id=…: records the click, then forwards to that offer's URL. Only URLs of
// offers known at build time are ever followed: the query names an offer, never a URL, so the
// page cannot be used as an open redirect.
import { useEffect, useState } from 'react';
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { localize } from '../routes';
import { forwardToOffer, type KnownOffer } from './parts/forward';

export interface TransitionData {
  title: string;
  text: string;
  manual: string;
  offers: KnownOffer[];
}

type State = { kind: 'pending' } | { kind: 'unknown' } | { kind: 'leaving'; offer: KnownOffer; href: string };

export default function Transition({ data }: { data: TransitionData }) {
  const { lang, t } = usePage();
  const [state, setState] = useState<State>({ kind: 'pending' });
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('offer_id');
    const offer = data.offers.find((o) => o.offer_id === id);
    const href = offer && forwardToOffer(offer);
    setState(offer && href ? { kind: 'leaving', offer, href } : { kind: 'unknown' });
  }, [data.offers]);

  if (state.kind === 'unknown') {
    return (
      <Layout lean>
        <div className="wrap narrow page">
          <h1>{t('transition.unknown')}</h1>
          <p>
            <a className="button" href={localize('/offers/', lang)}>
              {t('transition.back')}
            </a>
          </p>
        </div>
      </Layout>
    );
  }
  return (
    <Layout lean>
      <div className="wrap narrow page" aria-live="polite">
        <h1>{data.title}</h1>
        <p>{data.text}</p>
        {state.kind === 'leaving' ? (
          <p>
            <a className="button" href={state.href} rel="noopener" data-reload="">
              {data.manual}: {state.offer.name}
            </a>
          </p>
        ) : null}
      </div>
    </Layout>
  );
}
