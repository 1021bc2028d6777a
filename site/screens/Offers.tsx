// /offers/, /offers2/, /offers3/, /offers4/: one screen, each route with its own feed configuration.
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { OffersSlot } from '../components/Widgets';

export interface OffersData {
  variant: 1 | 2 | 3 | 4;
  configURL: string;
}

export default function Offers({ data }: { data: OffersData }) {
  const { t } = usePage();
  return (
    <Layout>
      <div className="wrap page">
        <h1>{t(`offers.title${data.variant}`)}</h1>
        <p className="lead">{t(`offers.intro${data.variant}`)}</p>
        <OffersSlot configURL={data.configURL} />
        <p className="muted small">{t('offers.disclaimer')}</p>
      </div>
    </Layout>
  );
}
