import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { RegistrationSlot, type Feed } from '../components/Widgets';

export interface RegData {
  feed: Feed;
}

export default function Reg({ data }: { data: RegData }) {
  const { t } = usePage();
  return (
    <Layout>
      <div className="wrap narrow page">
        <h1>{t('reg.title')}</h1>
        <p className="lead">{t('reg.intro')}</p>
        {/* the page's h1 is the heading: the form does not say "Apply for a loan" again */}
        <RegistrationSlot feed={data.feed} heading={false} />
      </div>
    </Layout>
  );
}
