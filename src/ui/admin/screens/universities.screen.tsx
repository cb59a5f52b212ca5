import { useCallback, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { isHttpsLink } from '../../../domain/shared/safe-link';
import type { EditableCity, EditableUniversity } from '../../../ports/catalogue-editor.port';
import { useAdminService } from '../components/admin-services';
import { SelectField, SlugField, TextField } from '../components/catalogue-fields';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { numberField } from '../components/record-form';
import { editDeleteColumn, useRecordRemoval } from '../components/record-removal';
import { useMayChange } from '../components/screen-access';
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
    save: (v, record) => {
      const fields = {
        ...v,
        slug: v.slug.trim(),
        website: v.website.trim(),
        lat: numberField(v.lat),
        lng: numberField(v.lng),
      };
      return record ? store.save('university', record, fields) : store.create('university', fields);
    },
    savedMessage: (saved, created) => `${saved.name} is ${created ? 'added' : 'saved'}.`,
    onSaved: onDone,
  });
  const { record, form, mayLeave } = editor;

  return (
    <RecordEditorForm
      editor={editor}
      label={record ? `Edit ${record.name}` : 'Add a university'}
      title={record ? `Edit ${record.name}` : 'Add a university'}
      submitLabel={record ? 'Save university' : 'Add university'}
      onCancel={() => {
        if (mayLeave()) onDone(null);
      }}
    >
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
    </RecordEditorForm>
  );
}

interface Lists {
  readonly rows: readonly UniversityRow[];
  readonly cities: readonly EditableCity[];
}

/** Universities (issue 18 item 5): each city's universities, which residences are measured against. */
export default function UniversitiesScreen() {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const canWrite = useMayChange();
  const [city, setCity] = useState('');
  const [editing, setEditing] = useState<{ university: EditableUniversity | null } | null>(null);

  const { resource, reload } = useConsoleResource(
    useCallback(async (): Promise<Lists> => {
      const [cities, universities] = await Promise.all([store.list('city'), store.list('university')]);
      const names = new Map(cities.map((c) => [c.id, c.name]));
      return { cities, rows: universities.map((u) => ({ ...u, cityName: names.get(u.cityId) ?? '' })) };
    }, [store]),
  );
  const list = resource.status === 'ready' ? resource.value : null;

  const removal = useRecordRemoval<UniversityRow>({
    name: (row) => row.name,
    remove: (row) => store.remove('university', row),
    onRemoved: reload,
  });

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
    ...(canWrite
      ? [
          editDeleteColumn<UniversityRow>(
            (row) => row.name,
            (row) => setEditing({ university: row }),
            removal.ask,
          ),
        ]
      : []),
  ];

  return (
    <>
      <ScreenHeader
        title="Universities"
        description="The universities on each city’s page; residences show how far they are from them."
        actions={
          canWrite &&
          !editing &&
          list && (
            <button
              type="button"
              className="admin-button admin-button-primary"
              onClick={() => setEditing({ university: null })}
            >
              Add a university
            </button>
          )
        }
      />
      {editing && list && (
        <UniversityForm
          key={editing.university?.id ?? 'new'}
          university={editing.university}
          cities={list.cities}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
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
                <label>
                  City{' '}
                  <select value={city} onChange={(event) => setCity(event.target.value)}>
                    <option value="">Any</option>
                    {lists.cities.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          </div>
        )}
      </Loaded>
      {removal.dialog(
        'It goes from its city’s page and from the distances residences show. The audit log keeps what it was.',
      )}
    </>
  );
}
