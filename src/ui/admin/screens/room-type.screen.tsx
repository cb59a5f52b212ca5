import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { ROOM_KIND_LABELS, ROOM_KINDS } from '../../../domain/catalogue/room-kinds';
import type { EditableProperty, EditableRoomType, EditableTenancyOption } from '../../../ports/catalogue-editor.port';
import { useAdminService } from '../components/admin-services';
import { SelectField, SlugField, TextField } from '../components/catalogue-fields';
import { RecordScreen } from '../components/console-resource';
import { GalleryEditor } from '../components/gallery-editor';
import { PictureUploader } from '../components/picture-uploader';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { linesField, numberField } from '../components/record-form';
import { useRecordRemoval } from '../components/record-removal';
import { Can, useMayChange } from '../components/screen-access';
import { ScreenHeader } from '../components/screen-header';
import { TenancyOptionsEditor } from '../components/tenancy-options-editor';

const blank = {
  name: '',
  slug: '',
  kind: 'ensuite',
  bedType: '',
  sizeSqm: '',
  description: '',
  features: '',
  floorLevels: '',
};
type Values = typeof blank;

const valuesOf = (r: EditableRoomType): Values => ({
  name: r.name,
  slug: r.slug,
  kind: r.kind,
  bedType: r.bedType,
  sizeSqm: String(r.sizeSqm),
  description: r.description,
  features: r.features.join('\n'),
  floorLevels: r.floorLevels.join('\n'),
});

const fieldsOf = (v: Values) => ({
  name: v.name,
  slug: v.slug.trim(),
  kind: v.kind,
  bedType: v.bedType,
  sizeSqm: numberField(v.sizeSqm),
  description: v.description,
  features: linesField(v.features),
  floorLevels: linesField(v.floorLevels),
});

/** What a room type's screen reads: its residence, and the room type with its lets (none when new). */
interface RoomTypeRead {
  readonly residence: EditableProperty;
  readonly roomType: EditableRoomType | null;
  readonly lets: readonly EditableTenancyOption[];
}

/**
 * A room type of a residence (issue 18 item 5), or a new one: its bed, size, features and gallery,
 * and its lets (tenancy options) edited in a table, each row saved on its own with its own errors.
 */
export default function RoomTypeScreen() {
  const { id = '', roomTypeId = 'new' } = useParams<{ id: string; roomTypeId: string }>();
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const read = useCallback(async (): Promise<RoomTypeRead | null> => {
    const isNew = roomTypeId === 'new';
    const [residence, roomType, lets] = await Promise.all([
      store.get('property', id),
      isNew ? null : store.get('room_type', roomTypeId),
      isNew ? [] : store.list('tenancy_option', { roomTypeId }),
    ]);
    if (!residence || (!isNew && roomType?.propertyId !== residence.id)) return null;
    return { residence, roomType, lets };
  }, [store, id, roomTypeId]);
  return (
    <RecordScreen
      read={read}
      loading="Loading the room type…"
      missing={{
        title: 'This room type does not exist',
        reason: 'It, or its residence, may have been deleted.',
        back: '/catalogue/residences',
        backLabel: 'All residences',
      }}
    >
      {(read) => <RoomTypeEditor {...read} />}
    </RecordScreen>
  );
}

function RoomTypeEditor({ residence, roomType, lets }: RoomTypeRead) {
  const store = useAdminService(CATALOGUE_CONSOLE_STORE);
  const canWrite = useMayChange();
  const [, navigate] = useLocation();
  const [options, setOptions] = useState(lets);
  const [optionsDirty, setOptionsDirty] = useState(false);
  const [uploaded, setUploaded] = useState<readonly string[]>([]);
  const back = `/catalogue/residences/${residence.id}`;
  const editor = useRecordEditor<EditableRoomType, Values>({
    initial: roomType,
    blank,
    valuesOf,
    alsoDirty: optionsDirty,
    save: (values, record) =>
      record
        ? store.update('room_type', record.id, record.version, fieldsOf(values))
        : store.create('room_type', { ...fieldsOf(values), propertyId: residence.id }),
    savedMessage: (saved, created) => `${saved.name} is ${created ? 'created' : 'saved'}.`,
    onSaved: (saved, created) => {
      if (created) navigate(`${back}/room-types/${saved.id}`, { replace: true });
    },
  });
  const { form, record, mayLeave } = editor;
  const { reset } = form;
  const removal = useRecordRemoval<EditableRoomType>({
    name: (r) => r.name,
    remove: (r) => store.remove('room_type', r.id, r.version),
    onRemoved: () => {
      if (record) reset(valuesOf(record));
      setOptionsDirty(false);
      navigate(back);
    },
  });

  const recordId = record?.id;
  const gallery = useMemo(() => (recordId ? ({ kind: 'room-type', id: recordId } as const) : null), [recordId]);

  const title = record ? record.name : 'New room type';

  return (
    <>
      <nav aria-label="Breadcrumb" className="admin-breadcrumb">
        <Link href="/catalogue/residences">Residences</Link> <span aria-hidden="true">/</span>{' '}
        <Link href={back}>{residence.name}</Link> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{title}</span>
      </nav>
      <ScreenHeader
        title={title}
        description={
          record
            ? `A room type of ${residence.name}. Version ${record.version}.`
            : `A new room type of ${residence.name}. Save it, then add its lets and pictures.`
        }
      />
      <RecordEditorForm
        editor={editor}
        label="Room type"
        submitLabel={record ? 'Save room type' : 'Create room type'}
        mayChange={canWrite}
        onCancel={() => {
          if (!mayLeave()) return;
          reset(record ? valuesOf(record) : blank);
          if (!record) navigate(back);
        }}
        cancelLabel={record ? 'Discard changes' : 'Cancel'}
        extra={
          record && (
            <button
              type="button"
              className="admin-button admin-button-danger-quiet"
              onClick={() => removal.ask(record)}
            >
              Delete room type
            </button>
          )
        }
      >
        <fieldset className="admin-card admin-fieldset">
          <legend className="admin-section-title">The room</legend>
          <div className="admin-form-grid">
            <TextField form={form} name="name" label="Name" required />
            <SlugField
              form={form}
              where={`After the residence’s: …/${residence.slug}/${form.values.slug || 'slug'}.`}
              isNew={!record}
              moved="Changing it leaves a permanent (301) redirect from the old address."
            />
            <SelectField
              form={form}
              name="kind"
              label="Kind of room"
              options={ROOM_KINDS.map((k) => ({ value: k, label: ROOM_KIND_LABELS[k] }))}
            />
            <TextField form={form} name="bedType" label="Bed" required hint="E.g. Small double (4 ft)." />
            <TextField form={form} name="sizeSqm" label="Size (m²)" inputMode="decimal" required />
          </div>
          <TextField form={form} name="description" label="Description" required rows={4} />
          <div className="admin-form-grid">
            <TextField form={form} name="features" label="Features" rows={5} hint="One a line: En-suite shower…" />
            <TextField form={form} name="floorLevels" label="Floors" rows={5} hint="One a line." />
          </div>
        </fieldset>
      </RecordEditorForm>
      {record && (
        <TenancyOptionsEditor
          roomType={record}
          options={options}
          onChange={setOptions}
          onDirtyChange={setOptionsDirty}
          canWrite={canWrite}
        />
      )}
      {record && gallery && (
        <Can permission="pictures:write">
          <GalleryEditor gallery={gallery} title={`Gallery of ${record.name}`} adding={uploaded} />
          <PictureUploader onUploaded={(p) => setUploaded((all) => [...all, p.id])} />
        </Can>
      )}
      {removal.dialog('Its lets and its place on the site go with it. The audit log keeps what it was.')}
    </>
  );
}
