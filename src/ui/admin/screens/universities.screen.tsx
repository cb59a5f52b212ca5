import { useCallback, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { putRecord } from '../../../application/catalogue/catalogue-records';
import { isHttpsLink } from '../../../domain/shared/safe-link';
import type { EditableCity, EditableUniversity } from '../../../ports/catalogue-editor.port';
import { useAdminService } from '../components/admin-services';
import { SelectField, SlugField, TextField } from '../components/catalogue-fields';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { ToolbarSelect } from '../components/filter-fields';
import { InlineRecordForm, savedByName, useInlineRecords } from '../components/inline-records';
import { useRecordEditor } from '../components/record-editor';
import { numberField } from '../components/record-form';
import { ScreenHeader } from '../components/screen-header';

interface UniversityRow extends EditableUniversity {
  readonly cityName: string;
}

const blank = { cityId: '', name: '', shortName: '', slug: '', website: '', lat: '', lng: '' };
type Values = typeof blank;
const valuesOf = (u: EditableUniversity): Values => ({
  cityId: u.cityId,
  name: u.name,
  shortName: u.shortName,
  slug: u.slug,
  website: u.website,
  lat: String(u.lat),
  lng: String(u.lng),
});

function UniversityForm({
  university,
  cities,
  onDone,
}: {
  university: EditableUniversity | null;
  cities: readonly EditableCity[];
  onDone: (saved: EditableUniversity | null) => void;
}) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const editor = useRecordEditor<EditableUniversity, Values>({
    initial: university,
    blank: { ...blank, cityId: cities[0]?.id ?? '' },
    valuesOf,
    save: (v, record) =>
      putRecord(store, 'university', record, {
        ...v,
        slug: v.slug.trim(),
        website: v.website.trim(),
        lat: numberField(v.lat),
        lng: numberField(v.lng),
      }),
    savedMessage: savedByName,
    onSaved: onDone,
  });
  const { record, form } = editor;

  return (
    <InlineRecordForm editor={editor} noun="university" onDone={onDone}>
      <div className="admin-form-grid">
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="shortName" label="Short name" required hint="As students say it, e.g. UoM." />
        <SelectField
          form={form}
          name="cityId"
          label="City"
          required
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
        <SlugField form={form} label="Slug" where="Lower-case words joined by hyphens." isNew={!record} />
        <TextField
          form={form}
          name="website"
          label="Website"
          type="url"
          inputMode="url"
          required
          hint="Starting https://"
        />
        <div className="admin-form-grid admin-form-grid-tight">
          <TextField form={form} name="lat" label="Latitude" inputMode="decimal" required hint="Of the main campus." />
          <TextField form={form} name="lng" label="Longitude" inputMode="decimal" required />
        </div>
      </div>
    </InlineRecordForm>
  );
}

interface Lists {
  readonly rows: readonly UniversityRow[];
  readonly cities: readonly EditableCity[];
}

/** Universities (issue 18 item 5): each city's universities, which residences are measured against. */
export default function UniversitiesScreen() {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const [city, setCity] = useState('');

  const { resource, reload } = useConsoleResource(
    useCallback(async (): Promise<Lists> => {
      const [cities, universities] = await Promise.all([store.list('city'), store.list('university')]);
      const names = new Map(cities.map((c) => [c.id, c.name]));
      return { cities, rows: universities.map((u) => ({ ...u, cityName: names.get(u.cityId) ?? '' })) };
    }, [store]),
  );
  const list = resource.status === 'ready' ? resource.value : null;

  const { editing, actionColumns, addButton, done, removalDialog } = useInlineRecords<'university', UniversityRow>(
    'university',
    reload,
  );

  const columns: Column<UniversityRow>[] = [
    {
      key: 'name',
      header: 'University',
      cell: (u) => (
        <>
          <span className="admin-strong">{u.name}</span>
          <span className="admin-cell-sub">{u.shortName}</span>
        </>
      ),
      sortValue: (u) => u.name,
      searchValue: (u) => `${u.name} ${u.shortName} ${u.slug}`,
    },
    {
      key: 'city',
      header: 'City',
      cell: (u) => u.cityName,
      sortValue: (u) => u.cityName,
      searchValue: (u) => u.cityName,
    },
    {
      key: 'website',
      header: 'Website',
      // A website kept from before the one link rule (https only) is shown, not followed.
      cell: (u) =>
        isHttpsLink(u.website) ? (
          <a href={u.website} target="_blank" rel="noopener noreferrer">
            {u.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          u.website
        ),
    },
    ...actionColumns,
  ];

  return (
    <>
      <ScreenHeader
        title="Universities"
        description="The universities on each city’s page; residences show how far they are from them."
        actions={list && addButton('Add a university')}
      />
      {editing && list && (
        <UniversityForm
          key={editing.record?.id ?? 'new'}
          university={editing.record}
          cities={list.cities}
          onDone={done}
        />
      )}
      <Loaded resource={resource} loading="Loading the universities…" onRetry={reload}>
        {(lists) => (
          <div className="admin-card admin-card-flush">
            <DataTable
              rows={city ? lists.rows.filter((u) => u.cityId === city) : lists.rows}
              columns={columns}
              rowKey={(u) => u.id}
              caption="Universities"
              captionHidden
              searchLabel="Search universities"
              initialSort={{ key: 'name', direction: 'ascending' }}
              empty="No universities yet."
              toolbar={
                <ToolbarSelect
                  label="City"
                  value={city}
                  choices={lists.cities.map((c) => [c.id, c.name])}
                  onChange={setCity}
                />
              }
            />
          </div>
        )}
      </Loaded>
      {removalDialog(
        'It goes from its city’s page and from the distances residences show. The audit log keeps what it was.',
      )}
    </>
  );
}
