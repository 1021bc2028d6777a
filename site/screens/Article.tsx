import { usePage } from '../app/context';
import type { Block } from '../app/content-types';
import { Blocks } from '../components/Blocks';
import { Layout } from '../components/Layout';
import { localize } from '../routes';

export interface ArticleData {
  id: string;
  date: string;
  dateLabel: string;
  title: string;
  summary: string;
  body: Block[];
}

export default function Article({ data }: { data: ArticleData }) {
  const { lang, t } = usePage();
  return (
    <Layout>
      <article className="wrap narrow page prose">
        <p>
          <a href={localize('/blog/', lang)}>← {t('blog.back')}</a>
        </p>
        <h1>{data.title}</h1>
        <p className="muted small">
          {t('blog.published')}: <time dateTime={data.date}>{data.dateLabel}</time>
        </p>
        <p className="lead">{data.summary}</p>
        <Blocks blocks={data.body} />
      </article>
    </Layout>
  );
}
