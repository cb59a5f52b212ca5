import { Link } from 'wouter';
import type { PostSummary } from '../../../domain/content/content';
import { formatIsoDate } from '../format-date';
import { Picture } from '../picture';
import { pictureSizes } from '../picture-sizes';

export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card post-card">
      <div className="card-media">
        <Picture media={post.cover ?? undefined} sizes={pictureSizes.card} />
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{post.category}</p>
        <Heading className="card-title">
          <Link href={`/blog/${post.slug}`} className="card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="card-text">{post.excerpt}</p>
        <p className="card-meta">
          <time dateTime={post.published_at}>{formatIsoDate(post.published_at.slice(0, 10))}</time> ·{' '}
          {post.reading_minutes} min read
        </p>
      </div>
    </article>
  );
}
