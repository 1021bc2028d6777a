// /landing/offers/ and /landing/offers2/: lean pages of the partner funnel (no main navigation).
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { OffersSlot, RegistrationSlot } from '../components/Widgets';

export interface LandingData {
  variant: 1 | 2;
  configURL: string;
}

export default function Landing({ data }: { data: LandingData }) {
  const { t } = usePage();
  return (
    <Layout lean>
      <div className="wrap page landing">
        <p className="brand brand-lean">naya</p>
        <h1>{t(`landing.title${data.variant}`)}</h1>
        <p className="lead">{t(`landing.text${data.variant}`)}</p>
        {data.variant === 1 ? <RegistrationSlot /> : <OffersSlot configURL={data.configURL} />}
      </div>
    </Layout>
  );
}
