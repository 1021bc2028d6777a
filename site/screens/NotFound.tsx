// The not-found page (spec §2, §8): 'This page could not be found' and 'Go back to home', in the
// page's language. The server answers it with 404.
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { localize } from '../routes';

export default function NotFound() {
  const { lang, t } = usePage();
  return (
    <Layout>
      <div className="wrap narrow page error-page" data-status="404">
        <p className="error-code" aria-hidden="true">404</p>
        <h1>{t('error.notFound')}</h1>
        <p>{t('error.notFoundHint')}</p>
        <p><a className="button" href={localize('/', lang)}>{t('error.backHome')}</a></p>
      </div>
    </Layout>
  );
}
