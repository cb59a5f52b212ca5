import { Link, useParams } from 'wouter';
import { postListSearch } from '../../domain/content/post-list-query';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PostCard } from '../components/content/post-card';
import { formatIsoDate } from '../components/format-date';
import { Picture } from '../components/picture';
import { pictureSizes } from '../components/picture-sizes';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

export default function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = useContent((s) => s.post$(slug));
  useBrandedTitle(post.status === 'ready' ? post.value.title : null);
  return (
    <ResourceView resource={post}>
      {(p) => (
        <>
          <article className="container section post">
            <Breadcrumbs
              trail={[
                ['Home', '/'],
                ['Blog', '/blog-listing'],
                [p.title, null],
              ]}
            />
            <header className="post-head">
              <p className="card-eyebrow">
                <Link href={`/blog-listing${postListSearch({ page: 1, category: p.category })}`}>{p.category}</Link>
              </p>
              <h1>{p.title}</h1>
              <p className="lead">{p.excerpt}</p>
              <p className="card-meta">
                By {p.author} · <time dateTime={p.published_at}>{formatIsoDate(p.published_at.slice(0, 10))}</time> ·{' '}
                {p.reading_minutes} min read
              </p>
            </header>
            {p.cover && (
              <figure className="post-cover">
                <Picture media={p.cover} sizes={pictureSizes.postCover} priority />
              </figure>
            )}
            {/* The server renders the Markdown and keeps it inert (ADR 051): raw HTML is text, no script address survives. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: body_html is markdown-it's output with HTML off, made on the server */}
            <div className="prose post-body" dangerouslySetInnerHTML={{ __html: p.body_html }} />
          </article>
          {p.related.length > 0 && (
            <section className="section section-tinted" aria-labelledby="related-heading">
              <div className="container">
                <h2 id="related-heading">Read next</h2>
                <div className="card-grid">
                  {p.related.map((r) => (
                    <PostCard key={r._id} post={r} headingLevel={3} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </>
      )}
    </ResourceView>
  );
}
