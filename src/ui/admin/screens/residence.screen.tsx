import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { putRecord } from '../../../application/catalogue/catalogue-records';
import { cataloguePath, PROPERTY_STATUSES } from '../../../domain/catalogue/catalogue-editing';
import { ROOM_KIND_LABELS } from '../../../domain/catalogue/room-kinds';
import type { EditableCity, EditableProperty, EditableRoomType } from '../../../ports/catalogue-editor.port';
import { useAdminService } from '../components/admin-services';
import { SelectField, SlugField, TextField } from '../components/catalogue-fields';
import { RecordScreen } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { GalleryEditor } from '../components/gallery-editor';
import { PictureUploader } from '../components/picture-uploader';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { linesField, numberField } from '../components/record-form';
import { Can, useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';

const statusHints: Readonly<Record<EditableProperty['status'], string>> = {
  published: 'On the site, in search, the sitemap, compare and favourites.',
  draft: 'Not on the site yet.',
  withdrawn: 'No longer on the site; visitors who saved it see it marked as no longer listed.',
};

const blank = {
  name: '',
  slug: '',
  cityId: '',
  tagline: '',
  description: '',
  addressLine1: '',
  postcode: '',
  lat: '',
  lng: '',
  amenities: '',
  floorLevels: '',
  status: 'draft',
  featured: false,
};
type Values = typeof blank;

const valuesOf = (p: EditableProperty): Values => ({
  name: p.name,
  slug: p.slug,
  cityId: p.cityId,
  tagline: p.tagline,
  description: p.description,
  addressLine1: p.addressLine1,
  postcode: p.postcode,
  lat: String(p.lat),
  lng: String(p.lng),
  amenities: p.amenities.join('\n'),
  floorLevels: p.floorLevels.join('\n'),
  status: p.status,
  featured: p.featured,
});

const fieldsOf = (v: Values) => ({
  name: v.name,
  slug: v.slug.trim(),
  cityId: v.cityId,
  tagline: v.tagline,
  description: v.description,
  addressLine1: v.addressLine1,
  postcode: v.postcode,
  lat: numberField(v.lat),
  lng: numberField(v.lng),
  amenities: linesField(v.amenities),
  floorLevels: linesField(v.floorLevels),
  status: v.status,
  featured: v.featured,
});

/** What a residence's screen reads: the cities to choose from, and the residence with its room types (none when new). */
interface ResidenceRead {
  readonly cities: readonly EditableCity[];
  readonly residence: EditableProperty | null;
  readonly rooms: readonly EditableRoomType[];
}

/**
 * A residence (issue 18 item 5), or a new one at /catalogue/residences/new: every field the site
 * shows, its status, its room types and its gallery. A save names the version it was made from;
 * if someone saved since, it is refused with who and when, and their version can be loaded.
 */
export default function ResidenceScreen() {
  const { id = 'new' } = useParams<{ id: string }>();
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const read = useCallback(async (): Promise<ResidenceRead | null> => {
    if (id === 'new') return { cities: await store.list('city'), residence: null, rooms: [] };
    const [cities, residence, rooms] = await Promise.all([
      store.list('city'),
      store.get('property', id),
      store.list('room_type', { propertyId: id }),
    ]);
    return residence && { cities, residence, rooms };
  }, [store, id]);
  return (
    <RecordScreen
      read={read}
      loading="Loading the residence…"
      missing={{
        title: 'This residence does not exist',
        reason: 'It may have been deleted.',
        back: '/catalogue/residences',
        backLabel: 'All residences',
      }}
    >
      {(read) => <ResidenceEditor {...read} />}
    </RecordScreen>
  );
}

function ResidenceEditor({ cities, residence, rooms }: ResidenceRead) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const canWrite = useMayChange();
  const [, navigate] = useLocation();
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const editor = useRecordEditor<EditableProperty, Values>({
    initial: residence,
    blank: { ...blank, cityId: cities[0]?.id ?? '' },
    valuesOf,
    save: (values, record) => putRecord(store, 'property', record, fieldsOf(values)),
    savedMessage: (saved, created) => `${saved.name} is ${created ? 'created' : 'saved'}.`,
    onSaved: (saved, created) => {
      if (created) navigate(`/catalogue/residences/${saved.id}`, { replace: true });
    },
  });
  const { form, record, mayLeave } = editor;
  const { reset, set } = form;

  const recordId = record?.id;
  const gallery = useMemo(() => (recordId ? ({ kind: 'residence', id: recordId } as const) : null), [recordId]);
  const city = cities.find((c) => c.id === form.values.cityId);
  const path = city && form.values.slug ? cataloguePath.property(city.slug, form.values.slug.trim()) : null;

  const roomColumns: Column<EditableRoomType>[] = [
    { key: 'name', header: 'Room type', cell: (r) => r.name, sortValue: (r) => r.name, searchValue: (r) => r.name },
    { key: 'kind', header: 'Kind', cell: (r) => ROOM_KIND_LABELS[r.kind], sortValue: (r) => r.kind },
    { key: 'bed', header: 'Bed', cell: (r) => r.bedType },
    { key: 'size', header: 'Size', cell: (r) => `${r.sizeSqm} m²`, sortValue: (r) => r.sizeSqm, align: 'end' },
  ];

  return (
    <>
      <nav aria-label="Breadcrumb" className="admin-breadcrumb">
        <Link href="/catalogue/residences">Residences</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{record ? record.name : 'New residence'}</span>
      </nav>
      <ScreenHeader
        title={record ? record.name : 'New residence'}
        description={
          record
            ? `${city?.name ?? ''} · ${statusHints[record.status]} Version ${record.version}.`
            : 'A new residence starts as a draft: nobody sees it on the site until you publish it.'
        }
        actions={
          record?.status === 'published' && path ? (
            <a href={path} className="admin-button admin-button-quiet" target="_blank" rel="noopener">
              View on the site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : undefined
        }
      />
      <RecordEditorForm
        editor={editor}
        label="Residence"
        submitLabel={record ? 'Save changes' : 'Create residence'}
        mayChange={canWrite}
        onCancel={() => {
          if (!mayLeave()) return;
          reset(record ? valuesOf(record) : blank);
          if (!record) navigate('/catalogue/residences');
        }}
        cancelLabel={record ? 'Discard changes' : 'Cancel'}
      >
        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-section-title">Details</legend>
          <div className="admin-form-grid">
            <TextField form={form} name="name" label="Name" required />
            <SelectField
              form={form}
              name="cityId"
              label="City"
              required
              options={cities.map((c) => ({ value: c.id, label: c.name }))}
            />
            <SlugField
              form={form}
              where={`Lower-case words joined by hyphens${path ? `: ${path}` : ''}.`}
              isNew={!record}
              moved="Changing it leaves a permanent (301) redirect from the old address."
            />
            <SelectField
              form={form}
              name="status"
              label="Status"
              hint={statusHints[form.values.status as EditableProperty['status']]}
              options={PROPERTY_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
            />
          </div>
          <TextField form={form} name="tagline" label="Tagline" required hint="One line under the name." />
          <TextField form={form} name="description" label="Description" required rows={6} />
          <label className="admin-check">
            <input type="checkbox" checked={form.values.featured} onChange={(e) => set('featured', e.target.checked)} />
            <span>Featured on the home page</span>
          </label>
        </fieldset>
        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-section-title">Address and map</legend>
          <div className="admin-form-grid">
            <TextField form={form} name="addressLine1" label="Street address" required />
            <TextField form={form} name="postcode" label="Postcode" required />
            <TextField
              form={form}
              name="lat"
              label="Latitude"
              inputMode="decimal"
              required
              hint="Where the map pin goes, e.g. 53.4723."
            />
            <TextField form={form} name="lng" label="Longitude" inputMode="decimal" required hint="E.g. -2.2389." />
          </div>
        </fieldset>
        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-section-title">Amenities and floors</legend>
          <div className="admin-form-grid">
            <TextField
              form={form}
              name="amenities"
              label="Amenities"
              rows={6}
              hint="One a line: Gym, Cinema room, Bike store…"
            />
            <TextField form={form} name="floorLevels" label="Floors" rows={6} hint="One a line: Ground, 1st, 2nd…" />
          </div>
        </fieldset>
      </RecordEditorForm>
      {record && (
        <section className="admin-card admin-card-flush" aria-labelledby="room-types-title">
          <div className="admin-card-head">
            <h2 id="room-types-title" className="admin-section-title">
              Room types
            </h2>
            {canWrite && (
              <Link
                href={`/catalogue/residences/${record.id}/room-types/new`}
                className="admin-button admin-button-small"
              >
                Add a room type
              </Link>
            )}
          </div>
          <DataTable
            rows={rooms}
            columns={roomColumns}
            rowKey={(r) => r.id}
            caption={`Room types of ${record.name}`}
            captionHidden
            searchLabel="Search room types"
            initialSort={{ key: 'name', direction: 'ascending' }}
            rowHref={(r) => `/catalogue/residences/${record.id}/room-types/${r.id}`}
            empty="No room types yet: add one, with its lets and prices."
          />
        </section>
      )}
      {record && gallery && (
        <Can permission="pictures:write">
          <GalleryEditor gallery={gallery} title={`Gallery of ${record.name}`} adding={uploaded} />
          <PictureUploader onUploaded={(p) => setUploaded((all) => [...all, p.id])} />
        </Can>
      )}
    </>
  );
}
