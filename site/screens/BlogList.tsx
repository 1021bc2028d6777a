import { usePage } from '../app/context';
import type { PostSummary } from '../app/content-types';
import { Layout } from '../components/Layout';
import { PostList } from './parts/PostList';

export interface BlogListData {
  posts: PostSummary[];
}

export default function BlogList({ data }: { data: BlogListData }) {
  const { t } = usePage();
  return (
    <Layout>
      <div className="wrap page">
        <h1>{t('blog.title')}</h1>
        <p className="lead">{t('blog.intro')}</p>
        <PostList posts={data.posts} headingLevel={2} />
      </div>
    </Layout>
  );
}
