// Cookies policy, privacy policy and terms. Privacy and terms are versioned: `/privacy-policy/`
// shows the current version, `/privacy-policy/{id}/` a given one, with links between versions.
import { usePage } from '../app/context';
import type { Block } from '../app/content-types';
import { Blocks } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { localeOf, type Lang } from '../../common/lang';
import { localize } from '../routes';

export interface DocumentData {
  title: string;
  body: Block[];
  effective?: string;
  effectiveLabel?: string;
  /** Route of the document without id, e.g. `/privacy-policy/`. */
  base: string;
  current: boolean;
  /** The language of title and body: the page's, or English for a version published before the
   * page's language was added. */
  textLang: Lang;
  versions: { id: string; effective: string; effectiveLabel: string; current: boolean }[];
}

function Versions({ data }: { data: DocumentData }) {
  const { lang, path, t } = usePage();
  if (data.versions.length < 2) return null;
  return (
    <nav aria-labelledby="versions-title" className="versions">
      <h2 id="versions-title">{t('doc.versions')}</h2>
      <ul>
        {data.versions.map((v) => {
          const href = localize(`${data.base}${v.id}/`, lang);
          return (
            <li key={v.id}>
              <a href={href} aria-current={href === path ? 'page' : undefined}>
                {v.effectiveLabel}
              </a>
              {v.current ? ` (${t('doc.current')})` : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function Document({ data }: { data: DocumentData }) {
  const { lang, t } = usePage();
  return (
    <Layout>
      <article className="wrap narrow page prose">
        <h1 lang={data.textLang === lang ? undefined : localeOf(data.textLang)}>{data.title}</h1>
        {data.effective ? (
          <p className="muted small">
            {t('doc.effective')}: <time dateTime={data.effective}>{data.effectiveLabel}</time>
          </p>
        ) : null}
        {data.current ? null : (
          <p className="notice" role="note">
            {t('doc.oldVersion')} <a href={localize(data.base, lang)}>{t('doc.readCurrent')}</a>
          </p>
        )}
        {data.textLang === lang ? (
          <Blocks blocks={data.body} />
        ) : (
          <>
            <p className="notice" role="note">
              {t('doc.publishedBefore')}
            </p>
            <div lang={localeOf(data.textLang)}>
              <Blocks blocks={data.body} />
            </div>
          </>
        )}
        <Versions data={data} />
      </article>
    </Layout>
  );
}
