// /transition/?offer_id=…: records the click, then forwards to that offer's URL. Only URLs of
// offers known at build time are ever followed: the query names an offer, never a URL, so the
// page cannot be used as an open redirect.
import { useEffect, useState } from 'react';
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { localize } from '../routes';
import { forwardToOffer, type KnownOffer } from './parts/forward';

export interface TransitionData {
  offers: KnownOffer[];
}

export default function Transition({ data }: { data: TransitionData }) {
  const { lang, t } = usePage();
  const [state, setState] = useState<{ offer?: KnownOffer; href?: string; unknown?: boolean }>({});
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('offer_id');
    const offer = data.offers.find((o) => o.offer_id === id);
    if (!offer) return setState({ unknown: true });
    setState({ offer, href: forwardToOffer(offer) });
  }, [data.offers]);

  return (
    <Layout lean>
      <div className="wrap narrow page" aria-live="polite">
        {state.unknown ? (
          <>
            <h1>{t('transition.unknown')}</h1>
            <p><a className="button" href={localize('/offers/', lang)}>{t('transition.back')}</a></p>
          </>
        ) : (
          <>
            <h1>{t('transition.title')}</h1>
            {state.offer && state.href ? (
              <>
                <p>{t('transition.text', { name: state.offer.name })}</p>
                <p><a className="button" href={state.href} rel="noopener">{t('transition.continue', { name: state.offer.name })}</a></p>
              </>
            ) : null}
          </>
        )}
      </div>
    </Layout>
  );
}
