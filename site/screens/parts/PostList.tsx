import { usePage } from '../../app/context';
import type { PostSummary } from '../../app/content-types';
import { localize } from '../../routes';

export function PostList({ posts, headingLevel }: { posts: PostSummary[]; headingLevel: 2 | 3 }) {
  const { lang } = usePage();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className="cards posts">
      {posts.map((post) => (
        <li className="card" key={post.id}>
          <Heading className="card-title">
            <a href={localize(`/blog/${post.id}/`, lang)}>{post.title}</a>
          </Heading>
          <p className="muted small">
            <time dateTime={post.date}>{post.dateLabel}</time>
          </p>
          <p>{post.summary}</p>
        </li>
      ))}
    </ul>
  );
}
