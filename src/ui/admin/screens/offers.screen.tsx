import { useCallback, useEffect, useState } from 'react';
import { CATALOGUE_CONSOLE_STORE } from '../../../application/catalogue/catalogue-console.tokens';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import { NOW } from '../../../application/shared/now';
import { offerDays } from '../../../domain/content/posts-editing';
import { londonDate } from '../../../domain/shared/london-date';
import type { EditableCity, EditableProperty } from '../../../ports/catalogue-editor.port';
import type { EditableOffer } from '../../../ports/posts-editor.port';
import { useAdminService } from '../components/admin-services';
import { SelectField, TextField } from '../components/catalogue-fields';
import { useConsoleResource } from '../components/console-resource';
import type { Column } from '../components/data-table';
import { Field } from '../components/field';
import { formatLondonDay } from '../components/format';
import { RecordEditorForm, useRecordEditor } from '../components/record-editor';
import { RecordList, stateColumn } from '../components/record-list';
import { useMoveToTrash } from '../components/record-removal';
import { ScreenHeader } from '../components/screen-header';

/** Where an offer stands today (London): on the site, still to come, or ended (off the site by itself). */
function offerState(offer: EditableOffer, nowMs: number) {
  if (offer.status === 'draft') return { label: 'Draft', className: 'admin-status admin-status-disabled' };
  if (nowMs < Date.parse(offer.startsAt)) return { label: 'Upcoming', className: 'admin-status admin-status-invited' };
  if (nowMs >= Date.parse(offer.endsAt)) return { label: 'Ended', className: 'admin-status admin-status-disabled' };
  return { label: 'On the site', className: 'admin-status admin-status-active' };
}

type OfferDraft = {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly terms: string;
  readonly code: string;
  readonly validFrom: string;
  readonly validTo: string;
  /** '' site-wide, 'city:<id>' or 'property:<id>'. */
  readonly where: string;
  /** 'draft' stays off the site whatever its days; 'published'. */
  readonly status: string;
};

const statusOptions = [
  { value: 'published', label: 'Published (on its days)' },
  { value: 'draft', label: 'Draft (off the site)' },
];

function draftOf(offer: EditableOffer | null, nowMs: number): OfferDraft {
  const today = londonDate(nowMs);
  const days = offer ? offerDays(offer.startsAt, offer.endsAt) : { validFrom: today, validTo: today };
  return {
    title: offer?.title ?? '',
    slug: offer?.slug ?? '',
    summary: offer?.summary ?? '',
    terms: offer?.terms ?? '',
    code: offer?.code ?? '',
    ...days,
    where: offer?.propertyId ? `property:${offer.propertyId}` : offer?.cityId ? `city:${offer.cityId}` : '',
    status: offer?.status ?? 'published',
  };
}

/**
 * Offers (issue 19 item 1): each with its code, its London days and where it applies (everywhere,
 * a city or a residence). An offer is on the site from the start of its first day to the end of
 * its last, and leaves by itself.
 */
export default function OffersScreen() {
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const timeNow = useAdminService(NOW);
  const catalogue = useAdminService(CATALOGUE_CONSOLE_STORE);
  const [cities, setCities] = useState<readonly EditableCity[]>([]);
  const [residences, setResidences] = useState<readonly EditableProperty[]>([]);
  const [editing, setEditing] = useState<EditableOffer | 'new' | null>(null);

  const { resource, reload } = useConsoleResource(useCallback(() => posts.list('offer'), [posts]));
  useEffect(() => {
    catalogue.list('city').then(setCities, () => setCities([]));
    catalogue.list('property').then(setResidences, () => setResidences([]));
  }, [catalogue]);

  const placeOf = (o: EditableOffer) =>
    o.propertyId
      ? (residences.find((r) => r.id === o.propertyId)?.name ?? 'A residence')
      : o.cityId
        ? (cities.find((c) => c.id === o.cityId)?.name ?? 'A city')
        : 'Everywhere';
  const now = timeNow();
  const columns: Column<EditableOffer>[] = [
    {
      key: 'title',
      header: 'Offer',
      cell: (o) => (
        <button type="button" className="admin-link-button" onClick={() => setEditing(o)}>
          {o.title}
        </button>
      ),
      sortValue: (o) => o.title,
      searchValue: (o) => `${o.title} ${o.slug} ${o.code}`,
    },
    { key: 'code', header: 'Code', cell: (o) => <code>{o.code}</code>, sortValue: (o) => o.code },
    { key: 'where', header: 'Where', cell: placeOf, sortValue: placeOf },
    {
      key: 'days',
      header: 'Valid (London days)',
      sortValue: (o) => o.startsAt,
      cell: (o) => {
        const days = offerDays(o.startsAt, o.endsAt);
        return `${formatLondonDay(`${days.validFrom}T12:00:00Z`)} – ${formatLondonDay(`${days.validTo}T12:00:00Z`)}`;
      },
    },
    stateColumn((o) => offerState(o, now)),
  ];

  const trash = useMoveToTrash<EditableOffer>({
    title: (o) => `Move “${o.title}” to the trash?`,
    consequence: () => 'It leaves the site at once. Restore it from Trash within 30 days.',
    remove: (o) => posts.remove('offer', o.id, o.version),
    moved: () => 'Offer moved to the trash (restore it from Trash within 30 days).',
    onDone: () => {
      setEditing(null);
      reload();
    },
  });

  return (
    <>
      <ScreenHeader
        title="Offers"
        description="Each offer is on the site from the start of its first day to the end of its last (London), then leaves by itself."
        actions={
          <button type="button" className="admin-button admin-button-primary" onClick={() => setEditing('new')}>
            New offer
          </button>
        }
      />
      {editing && (
        <OfferForm
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          cities={cities}
          residences={residences}
          onDone={() => {
            setEditing(null);
            reload();
          }}
          onDelete={editing === 'new' ? null : () => trash.ask(editing)}
        />
      )}
      <RecordList
        resource={resource}
        loading="Loading the offers…"
        onRetry={reload}
        columns={columns}
        rowKey={(o) => o.id}
        caption="Offers"
        searchLabel="Search offers"
        initialSort={{ key: 'days', direction: 'descending' }}
        empty="No offers yet."
      />
      {trash.dialog}
    </>
  );
}

function OfferForm({
  offer,
  cities,
  residences,
  onDone,
  onDelete,
}: {
  readonly offer: EditableOffer | null;
  readonly cities: readonly EditableCity[];
  readonly residences: readonly EditableProperty[];
  readonly onDone: () => void;
  readonly onDelete: (() => void) | null;
}) {
  const posts = useAdminService(POSTS_CONSOLE_STORE);
  const timeNow = useAdminService(NOW);
  const [now] = useState(() => timeNow());
  const editor = useRecordEditor<EditableOffer, OfferDraft>({
    initial: offer,
    blank: draftOf(null, now),
    valuesOf: (o) => draftOf(o, now),
    save: (draft, record) => {
      const [kind, id] = draft.where.split(':');
      const residence = kind === 'property' ? residences.find((r) => r.id === id) : undefined;
      const { where: _where, ...rest } = draft;
      const fields = {
        ...rest,
        cityId: kind === 'city' ? (id ?? null) : (residence?.cityId ?? null),
        propertyId: residence?.id ?? null,
      };
      return record ? posts.update('offer', record.id, record.version, fields) : posts.create('offer', fields);
    },
    savedMessage: (saved) => `Saved “${saved.title}”.`,
    onSaved: onDone,
  });
  const { form, record, mayLeave } = editor;

  return (
    <RecordEditorForm
      editor={editor}
      label={record ? `Edit ${record.title}` : 'New offer'}
      title={record ? `Edit “${record.title}”` : 'New offer'}
      submitLabel={record ? 'Save offer' : 'Create offer'}
      onCancel={() => {
        if (mayLeave()) onDone();
      }}
      extra={
        onDelete && (
          <button type="button" className="admin-button admin-button-danger-quiet" onClick={onDelete}>
            Move to trash
          </button>
        )
      }
    >
      <div className="admin-form-row">
        <TextField form={form} name="title" label="Title" required />
        <Field
          label="Code"
          name="code"
          hint="What visitors quote: capitals, digits, hyphens."
          required
          error={form.errors.code}
        >
          {(c) => (
            <input
              {...c}
              value={form.values.code}
              required
              onChange={(e) => form.set('code', e.target.value.toUpperCase())}
            />
          )}
        </Field>
      </div>
      <TextField form={form} name="slug" label="Address" hint="Lower-case words joined by hyphens." required />
      <TextField form={form} name="summary" label="Summary" required />
      <TextField form={form} name="terms" label="Terms" rows={3} required />
      <div className="admin-form-row offer-days">
        <TextField form={form} name="validFrom" label="First day (London)" type="date" required />
        <TextField
          form={form}
          name="validTo"
          label="Last day (London)"
          hint="It leaves the site when this day ends."
          type="date"
          required
        />
      </div>
      <Field label="Where it applies" name="where" error={form.errors.cityId ?? form.errors.propertyId}>
        {(c) => (
          <select {...c} value={form.values.where} onChange={(e) => form.set('where', e.target.value)}>
            <option value="">Everywhere</option>
            <optgroup label="A city">
              {cities.map((city) => (
                <option key={city.id} value={`city:${city.id}`}>
                  {city.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="A residence">
              {residences.map((r) => (
                <option key={r.id} value={`property:${r.id}`}>
                  {r.name}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <SelectField
        form={form}
        name="status"
        label="On the site"
        hint="A draft stays off the site whatever its days."
        options={statusOptions}
      />
    </RecordEditorForm>
  );
}
