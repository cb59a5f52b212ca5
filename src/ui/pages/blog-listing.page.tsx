import { Link, useSearch } from 'wouter';
import { parsePostListQuery, postListSearch } from '../../domain/content/post-list-query';
import { Breadcrumbs } from '../components/breadcrumbs';
import { PostCard } from '../components/content/post-card';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

export default function BlogListingPage() {
  const query = parsePostListQuery(useSearch());
  const list = useContent((s) => s.posts$(query));
  const settings = useCatalogue((s) => s.settings$());
  const brand = settings.status === 'ready' ? settings.value.brand_name : null;
  const category = list.status === 'ready' ? list.value.category : query.category;
  const on = category ? `${category} articles` : 'Guides and news';
  const pageNote = query.page > 1 && list.status === 'ready' ? ` (page ${query.page} of ${list.value.page_count})` : '';
  useDocumentTitle(brand ? `${on}${pageNote} | ${brand} blog` : null);
  const href = (page: number, category: string | null) => `/blog-listing${postListSearch({ page, category })}`;
  return (
    <div className="container section">
      <Breadcrumbs
        trail={
          category
            ? [
                ['Home', '/'],
                ['Blog', '/blog-listing'],
                [category, null],
              ]
            : [
                ['Home', '/'],
                ['Blog', null],
              ]
        }
      />
      <header className="page-head">
        <h1>{category ?? 'Blog'}</h1>
        <p className="lead">
          Guides to student life, money, moving in and our cities, from the people who run our homes.
        </p>
      </header>
      <ResourceView resource={list}>
        {(l) => (
          <>
            <nav aria-label="Blog categories">
              <ul className="chips">
                <li className={`chip ${l.category === null ? 'chip-active' : ''}`}>
                  <Link href="/blog-listing" aria-current={l.category === null ? 'page' : undefined}>
                    All
                  </Link>
                </li>
                {l.categories.map((c) => (
                  <li key={c} className={`chip ${c === l.category ? 'chip-active' : ''}`}>
                    <Link href={href(1, c)} aria-current={c === l.category ? 'page' : undefined}>
                      {c}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {l.posts.length === 0 ? (
              <div className="empty">
                <p>There are no articles here yet.</p>
                <Link href="/blog-listing" className="button">
                  See every article
                </Link>
              </div>
            ) : (
              <div className="card-grid">
                {l.posts.map((p) => (
                  <PostCard key={p._id} post={p} />
                ))}
              </div>
            )}
            {l.page_count > 1 && (
              <nav aria-label="Pages" className="pagination">
                {l.page > 1 && (
                  <Link href={href(l.page - 1, l.category)} rel="prev" className="button">
                    ← Newer
                  </Link>
                )}
                <ol>
                  {Array.from({ length: l.page_count }, (_, i) => i + 1).map((n) => (
                    <li key={n}>
                      {n === l.page ? (
                        <span aria-current="page">{n}</span>
                      ) : (
                        <Link href={href(n, l.category)} aria-label={`Page ${n}`}>
                          {n}
                        </Link>
                      )}
                    </li>
                  ))}
                </ol>
                {l.page < l.page_count && (
                  <Link href={href(l.page + 1, l.category)} rel="next" className="button">
                    Older →
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </ResourceView>
    </div>
  );
}
