import { useCallback } from 'react';
import { Link } from 'wouter';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import { NOW } from '../../../application/shared/now';
import { isPostLive } from '../../../domain/content/posts-editing';
import type { EditablePost } from '../../../ports/posts-editor.port';
import { useAdminService } from '../components/admin-services';
import { useConsoleResource } from '../components/console-resource';
import type { Column } from '../components/data-table';
import { formatLondonTime } from '../components/format';
import { RecordList, stateColumn } from '../components/record-list';
import { ScreenHeader } from '../components/screen-header';

/** Where a post stands on the site now: a draft, waiting for its date, or on the site. */
export function postState(post: Pick<EditablePost, 'status' | 'publishedAt'>, nowMs: number) {
  if (post.status === 'draft') return { label: 'Draft', className: 'admin-status admin-status-disabled' };
  if (!isPostLive(post, nowMs)) return { label: 'Scheduled', className: 'admin-status admin-status-invited' };
  return { label: 'Published', className: 'admin-status admin-status-active' };
}

/** Blog posts (issue 19 item 1): every post with where it stands, newest first; each opens in the editor. */
export default function PostsScreen() {
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const timeNow = useAdminService(NOW);
  const { resource, reload } = useConsoleResource(useCallback(() => posts.list('post'), [posts]));

  const now = timeNow();
  const columns: Column<EditablePost>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (p) => (
        <>
          {p.title}
          <span className="admin-cell-sub">/blog/{p.slug}</span>
        </>
      ),
      sortValue: (p) => p.title,
      searchValue: (p) => `${p.title} ${p.slug} ${p.author}`,
    },
    {
      key: 'category',
      header: 'Category',
      cell: (p) => p.category,
      sortValue: (p) => p.category,
      searchValue: (p) => p.category,
    },
    stateColumn((p) => postState(p, now)),
    {
      key: 'publishedAt',
      header: 'Publish date',
      align: 'end',
      sortValue: (p) => p.publishedAt,
      cell: (p) => <time dateTime={p.publishedAt}>{formatLondonTime(p.publishedAt)}</time>,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Blog posts"
        description="Write posts in Markdown, preview them, and publish now or at a set time."
        actions={
          <Link href="/content/posts/new" className="admin-button admin-button-primary">
            New post
          </Link>
        }
      />
      <RecordList
        resource={resource}
        loading="Loading the posts…"
        onRetry={reload}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Blog posts"
        searchLabel="Search posts"
        initialSort={{ key: 'publishedAt', direction: 'descending' }}
        empty="No posts yet. Write the first one."
        rowHref={(p) => `/content/posts/${p.id}`}
      />
    </>
  );
}
