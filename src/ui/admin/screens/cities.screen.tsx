import { useCallback } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { putRecord } from '../../../application/catalogue/catalogue-records';
import { cataloguePath } from '../../../domain/catalogue/catalogue-editing';
import type { EditableCity } from '../../../ports/catalogue-editor.port';
import { useAdminService } from '../components/admin-services';
import { SlugField, TextField } from '../components/catalogue-fields';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { InlineRecordForm, savedByName, useInlineRecords } from '../components/inline-records';
import { useRecordEditor } from '../components/record-editor';
import { numberField } from '../components/record-form';
import { ScreenHeader } from '../components/screen-header';

interface CityRow extends EditableCity {
  readonly residences: number;
  readonly universities: number;
}

const blank = { name: '', slug: '', region: '', intro: '', lat: '', lng: '' };
type Values = typeof blank;
const valuesOf = (c: EditableCity): Values => ({
  name: c.name,
  slug: c.slug,
  region: c.region,
  intro: c.intro,
  lat: String(c.lat),
  lng: String(c.lng),
});

function CityForm({ city, onDone }: { city: EditableCity | null; onDone: (saved: EditableCity | null) => void }) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const editor = useRecordEditor<EditableCity, Values>({
    initial: city,
    blank,
    valuesOf,
    save: (v, record) =>
      putRecord(store, 'city', record, { ...v, slug: v.slug.trim(), lat: numberField(v.lat), lng: numberField(v.lng) }),
    savedMessage: savedByName,
    onSaved: onDone,
  });
  const { record, form } = editor;

  return (
    <InlineRecordForm editor={editor} noun="city" onDone={onDone}>
      <div className="admin-form-grid">
        <TextField form={form} name="name" label="Name" required />
        <SlugField
          form={form}
          where={form.values.slug ? cataloguePath.city(form.values.slug.trim()) : 'Lower-case words joined by hyphens.'}
          isNew={!record}
          moved="Changing it leaves a permanent (301) redirect from the old address, and from every page under it."
        />
        <TextField form={form} name="region" label="Region" required hint="E.g. North West England." />
        <div className="admin-form-grid admin-form-grid-tight">
          <TextField form={form} name="lat" label="Latitude" inputMode="decimal" required />
          <TextField form={form} name="lng" label="Longitude" inputMode="decimal" required />
        </div>
      </div>
      <TextField
        form={form}
        name="intro"
        label="Introduction"
        rows={4}
        required
        hint="The city page’s opening paragraph."
      />
    </InlineRecordForm>
  );
}

/** Cities (issue 18 item 5): the places the site lists residences in. A city with residences cannot be deleted. */
export default function CitiesScreen() {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);

  const { resource, reload } = useConsoleResource(
    useCallback(async (): Promise<readonly CityRow[]> => {
      const [cities, properties, universities] = await Promise.all([
        store.list('city'),
        store.list('property'),
        store.list('university'),
      ]);
      const count = (rows: readonly { cityId: string }[], id: string) => rows.filter((r) => r.cityId === id).length;
      return cities.map((c) => ({
        ...c,
        residences: count(properties, c.id),
        universities: count(universities, c.id),
      }));
    }, [store]),
  );

  const { editing, actionColumns, addButton, done, removalDialog } = useInlineRecords<'city', CityRow>('city', reload);

  const columns: Column<CityRow>[] = [
    {
      key: 'name',
      header: 'City',
      cell: (c) => (
        <>
          <span className="admin-strong">{c.name}</span>
          <span className="admin-cell-sub">{cataloguePath.city(c.slug)}</span>
        </>
      ),
      sortValue: (c) => c.name,
      searchValue: (c) => `${c.name} ${c.slug} ${c.region}`,
    },
    { key: 'region', header: 'Region', cell: (c) => c.region, sortValue: (c) => c.region },
    {
      key: 'residences',
      header: 'Residences',
      cell: (c) => c.residences,
      sortValue: (c) => c.residences,
      align: 'end',
    },
    {
      key: 'universities',
      header: 'Universities',
      cell: (c) => c.universities,
      sortValue: (c) => c.universities,
      align: 'end',
    },
    ...actionColumns,
  ];

  return (
    <>
      <ScreenHeader
        title="Cities"
        description="The cities residences are in. Each has its own page on the site, with its universities."
        actions={addButton('Add a city')}
      />
      {editing && <CityForm key={editing.record?.id ?? 'new'} city={editing.record} onDone={done} />}
      <Loaded resource={resource} loading="Loading the cities…" onRetry={reload}>
        {(rows) => (
          <div className="admin-card admin-card-flush">
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(c) => c.id}
              caption="Cities"
              captionHidden
              searchLabel="Search cities"
              initialSort={{ key: 'name', direction: 'ascending' }}
              empty="No cities yet. Add the first city your residences are in."
            />
          </div>
        )}
      </Loaded>
      {removalDialog('Its page and its universities go from the site. The audit log keeps what it was.')}
    </>
  );
}
