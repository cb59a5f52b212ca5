import { useCallback, useState } from 'react';
import { TRASH_CONSOLE_STORE } from '../../../application/content/content-trash.tokens';
import { trashKeptDays, trashKindLabels } from '../../../domain/content/trash';
import type { TrashConsoleItem } from '../../../ports/trash-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { formatLondonTime } from '../components/format';
import { ScreenHeader } from '../components/screen-header';

const screens: Readonly<Record<TrashConsoleItem['kind'], string>> = {
  page: 'Pages',
  post: 'Blog posts',
  offer: 'Offers',
  faq: 'FAQs',
};

/**
 * The Trash (issue 36 item 7, ADR 086): pages, posts, offers and FAQs deleted in the last 30 days,
 * with the days each has left; Restore puts one back as a draft (off the site until published).
 */
export default function TrashScreen() {
  const trash = useAdminService(TRASH_CONSOLE_STORE);
  const toasts = useToastActions();
  const [busy, setBusy] = useState<string | null>(null);

  const { resource, reload } = useConsoleResource(useCallback(() => trash.list(), [trash]));

  const restore = async (item: TrashConsoleItem) => {
    setBusy(`${item.kind}:${item.id}`);
    try {
      const answer = await trash.restore(item.kind, item.id);
      toasts.show(
        answer.kind === 'restored' ? 'success' : 'error',
        answer.kind === 'restored' ? `“${item.name}” is back in ${screens[item.kind]}, as a draft.` : answer.message,
      );
      reload();
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<TrashConsoleItem>[] = [
    {
      key: 'name',
      header: 'Deleted',
      cell: (i) => (
        <>
          {i.name}
          <span className="admin-cell-sub">{trashKindLabels[i.kind]}</span>
        </>
      ),
      sortValue: (i) => i.name,
      searchValue: (i) => `${i.name} ${trashKindLabels[i.kind]} ${i.deletedBy}`,
    },
    {
      key: 'deletedAt',
      header: 'When, by whom',
      sortValue: (i) => i.deletedAt,
      cell: (i) => (
        <>
          <time dateTime={i.deletedAt}>{formatLondonTime(i.deletedAt)}</time>
          <span className="admin-cell-sub">{i.deletedBy}</span>
        </>
      ),
    },
    {
      key: 'daysLeft',
      header: 'Days left',
      sortValue: (i) => i.daysLeft,
      cell: (i) => (i.daysLeft === 1 ? '1 day' : i.daysLeft === 0 ? 'Purged within the hour' : `${i.daysLeft} days`),
    },
    {
      key: 'restore',
      header: 'Action',
      align: 'end',
      cell: (i) => (
        <button
          type="button"
          className="admin-button"
          disabled={busy === `${i.kind}:${i.id}`}
          onClick={() => void restore(i)}
          aria-label={`Restore “${i.name}”`}
        >
          Restore
        </button>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Trash"
        description={`Deleted pages, posts, offers and FAQs stay here ${trashKeptDays} days, then go for good. Restore brings one back as a draft.`}
      />
      <Loaded resource={resource} loading="Loading the trash…" onRetry={reload}>
        {(items) => (
          <DataTable
            rows={items}
            columns={columns}
            rowKey={(i) => `${i.kind}:${i.id}`}
            caption="Trash"
            captionHidden
            searchLabel="Search the trash"
            initialSort={{ key: 'deletedAt', direction: 'descending' }}
            empty="The trash is empty."
          />
        )}
      </Loaded>
    </>
  );
}
