// /landing/offers/ and /landing/offers2/: lean pages of the partner funnel (no main navigation,
// the language links and the brand only, from the lean layout):
// the first leads with the registration form, the second with the offers.
import { Layout } from '../components/Layout';
import { OffersSlot, RegistrationSlot, type Feed } from '../components/Widgets';

export interface LandingData {
  variant: 1 | 2;
  title: string;
  intro: string;
  feed: Feed;
}

export default function Landing({ data }: { data: LandingData }) {
  return (
    <Layout lean>
      <div className="wrap page landing">
        <h1>{data.title}</h1>
        <p className="lead">{data.intro}</p>
        {data.variant === 1 ? <RegistrationSlot feed={data.feed} /> : <OffersSlot feed={data.feed} heading />}
      </div>
    </Layout>
  );
}
