// /offers/, /offers2/, /offers3/, /offers4/: one screen, each route with its own feed configuration.
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { OffersSlot, type Feed } from '../components/Widgets';

export interface OffersData {
  title: string;
  intro: string;
  feed: Feed;
}

export default function Offers({ data }: { data: OffersData }) {
  const { t } = usePage();
  return (
    <Layout>
      <div className="wrap page">
        <h1>{data.title}</h1>
        <p className="lead">{data.intro}</p>
        <OffersSlot feed={data.feed} heading />
        <p className="muted small">{t('offers.disclaimer')}</p>
      </div>
    </Layout>
  );
}
