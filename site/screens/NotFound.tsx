// The not-found page (docs/site.md, Errors): 'This page could not be found' and 'Go back to home', in the
// page's language; for a route of the table whose page was not pre-rendered, it says so. The
// server answers it with 404.
import { usePage } from '../app/context';
import { Layout } from '../components/Layout';
import { localize } from '../routes';

export interface NotFoundData {
  /** The path, set when it is a route of the table (e.g. an unknown blog id) without a page: the
   * page says so in its language ('error.notPrerendered'). */
  notPrerendered?: string;
}

export default function NotFound({ data }: { data: NotFoundData }) {
  const { lang, t } = usePage();
  return (
    <Layout>
      <div className="wrap narrow page error-page" data-status="404">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1>{t('error.notFound')}</h1>
        {data.notPrerendered ? <p className="error-detail">{t('error.notPrerendered', { path: data.notPrerendered })}</p> : null}
        <p>{t('error.notFoundHint')}</p>
        <p>
          <a className="button" href={localize('/', lang)}>
            {t('error.backHome')}
          </a>
        </p>
      </div>
    </Layout>
  );
}
