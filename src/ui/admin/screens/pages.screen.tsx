import { type FormEvent, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PAGES_CONSOLE_STORE } from '../../../application/content/pages-console.tokens';
import type { ConsolePageRecord } from '../../../ports/pages-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { useConsoleResource } from '../components/console-resource';
import type { Column } from '../components/data-table';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatLondonTime } from '../components/format';
import { RecordList } from '../components/record-list';
import { ScreenHeader } from '../components/screen-header';

export const statusLabels: Readonly<Record<ConsolePageRecord['status'], string>> = {
  draft: 'Draft (not on the site)',
  published: 'Published',
  changed: 'Published, with unpublished changes',
  scheduled: 'Scheduled',
};

/** Content pages (issue 19 item 1): every page with where it stands, and a new page started as a draft. */
export default function PagesScreen() {
  const store = useAdminService(PAGES_CONSOLE_STORE);
  const toasts = useToastActions();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  const [fields, setFields] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const { resource, reload } = useConsoleResource(useCallback(() => store.list(), [store]));

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      // A page starts as a draft with its title and description and no blocks yet.
      const made = await store.create(String(form.get('slug') ?? ''), {
        title: String(form.get('title') ?? ''),
        description: String(form.get('description') ?? ''),
        blocks: [],
      });
      if (made.kind === 'saved') {
        toasts.show('success', `The page /${made.page.slug} is started as a draft.`);
        navigate(`/content/pages/${made.page.id}`);
      } else if (made.kind === 'invalid') setFields(made.fields);
      else toasts.show('error', made.message);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<ConsolePageRecord>[] = [
    {
      key: 'title',
      header: 'Page',
      cell: (p) => <Link href={`/content/pages/${p.id}`}>{p.draft.title}</Link>,
      sortValue: (p) => p.draft.title,
      searchValue: (p) => `${p.draft.title} ${p.slug}`,
    },
    { key: 'slug', header: 'Address', cell: (p) => `/${p.slug}`, sortValue: (p) => p.slug },
    {
      key: 'status',
      header: 'Status',
      cell: (p) =>
        p.status === 'scheduled' && p.publishAt
          ? `Scheduled for ${formatLondonTime(p.publishAt)}`
          : statusLabels[p.status],
      sortValue: (p) => p.status,
    },
    {
      key: 'updated',
      header: 'Last change',
      cell: (p) => formatLondonTime(p.updatedAt),
      sortValue: (p) => p.updatedAt,
    },
  ];

  return (
    <>
      <ScreenHeader
        title="Pages"
        description="The site’s own pages at /address, made of blocks. A new page is a draft until you publish it."
        actions={
          !adding && (
            <button type="button" className="admin-button admin-button-primary" onClick={() => setAdding(true)}>
              New page
            </button>
          )
        }
      />
      {adding && (
        <form className="admin-form admin-panel" onSubmit={(event) => void create(event)} noValidate>
          <h2>New page</h2>
          <Field label="Title" required error={fields.title}>
            {(c) => <input {...c} name="title" required maxLength={200} />}
          </Field>
          <Field
            label="Address"
            required
            hint="Lower-case letters, digits and hyphens: open-days is at /open-days."
            error={fields.slug}
          >
            {(c) => <input {...c} name="slug" required maxLength={80} pattern="[a-z0-9-]+" />}
          </Field>
          <Field
            label="Description"
            required
            hint="One or two sentences for search results."
            error={fields.description}
          >
            {(c) => <textarea {...c} name="description" required rows={2} maxLength={300} />}
          </Field>
          <FormActions submitLabel="Start the page" busy={busy} onCancel={() => setAdding(false)} />
        </form>
      )}
      <RecordList
        resource={resource}
        loading="Loading the pages…"
        onRetry={reload}
        columns={columns}
        rowKey={(p) => p.id}
        caption="Pages"
        searchLabel="Search pages"
        initialSort={{ key: 'title', direction: 'ascending' }}
        empty="No pages yet."
      />
    </>
  );
}
