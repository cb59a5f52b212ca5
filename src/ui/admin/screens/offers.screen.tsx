import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { POSTS_CONSOLE_STORE } from '../../../application/content/posts-console.tokens';
import { offerDays } from '../../../domain/content/posts-editing';
import { londonDate } from '../../../domain/shared/london-date';
import { CATALOGUE_CONSOLE } from '../../../ports/catalogue-console.port';
import type { EditableCity, EditableProperty } from '../../../ports/catalogue-editor.port';
import { CLOCK } from '../../../ports/clock.port';
import type { EditableOffer } from '../../../ports/posts-editor.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatLondonDay } from '../components/format';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

/** Where an offer stands today (London): on the site, still to come, or ended (off the site by itself). */
function offerState(offer: EditableOffer, nowMs: number) {
  if (offer.status === 'draft') return { label: 'Draft', className: 'admin-status admin-status-disabled' };
  if (nowMs < Date.parse(offer.startsAt)) return { label: 'Upcoming', className: 'admin-status admin-status-invited' };
  if (nowMs >= Date.parse(offer.endsAt)) return { label: 'Ended', className: 'admin-status admin-status-disabled' };
  return { label: 'On the site', className: 'admin-status admin-status-active' };
}

interface OfferDraft {
  readonly title: string;
  readonly slug: string;
  readonly summary: string;
  readonly terms: string;
  readonly code: string;
  readonly validFrom: string;
  readonly validTo: string;
  /** '' site-wide, 'city:<id>' or 'property:<id>'. */
  readonly where: string;
  /** A draft stays off the site whatever its days. */
  readonly status: 'draft' | 'published';
}

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
  const clock = useAdminService(CLOCK);
  const catalogue = useAdminService(CATALOGUE_CONSOLE);
  const toasts = useToastActions();
  const [cities, setCities] = useState<readonly EditableCity[]>([]);
  const [residences, setResidences] = useState<readonly EditableProperty[]>([]);
  const [editing, setEditing] = useState<EditableOffer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EditableOffer | null>(null);

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
  const now = clock.now();
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
    {
      key: 'state',
      header: 'Status',
      sortValue: (o) => offerState(o, now).label,
      cell: (o) => {
        const state = offerState(o, now);
        return <span className={state.className}>{state.label}</span>;
      },
    },
  ];

  const remove = async (offer: EditableOffer) => {
    const removed = await posts.remove('offer', offer.id, offer.version);
    setDeleting(null);
    setEditing(null);
    toasts.show(
      removed.kind === 'deleted' ? 'success' : 'error',
      removed.kind === 'deleted' ? 'Offer moved to the trash (restore it from Trash within 30 days).' : removed.message,
    );
    reload();
  };

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
          onDelete={editing === 'new' ? null : () => setDeleting(editing)}
        />
      )}
      <Loaded resource={resource} loading="Loading the offers…" onRetry={reload}>
        {(offers) => (
          <DataTable
            rows={offers}
            columns={columns}
            rowKey={(o) => o.id}
            caption="Offers"
            captionHidden
            searchLabel="Search offers"
            initialSort={{ key: 'days', direction: 'descending' }}
            empty="No offers yet."
          />
        )}
      </Loaded>
      {deleting && (
        <ConfirmDialog
          open
          title={`Move “${deleting.title}” to the trash?`}
          confirmLabel="Move to trash"
          danger
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          It leaves the site at once. Restore it from Trash within 30 days.
        </ConfirmDialog>
      )}
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
  const clock = useAdminService(CLOCK);
  const toasts = useToastActions();
  const [start] = useState(() => draftOf(offer, clock.now()));
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(start) && !busy);
  const set = (change: Partial<OfferDraft>) => setDraft({ ...draft, ...change });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [kind, id] = draft.where.split(':');
    const residence = kind === 'property' ? residences.find((r) => r.id === id) : undefined;
    const { where: _where, ...rest } = draft;
    const fields = {
      ...rest,
      cityId: kind === 'city' ? (id ?? null) : (residence?.cityId ?? null),
      propertyId: residence?.id ?? null,
    };
    setBusy(true);
    try {
      const saved = offer
        ? await posts.update('offer', offer.id, offer.version, fields)
        : await posts.create('offer', fields);
      if (saved.kind === 'saved') {
        toasts.show('success', `Saved “${saved.record.title}”.`);
        onDone();
      } else {
        setErrors(saved.kind === 'invalid' ? saved.fields : {});
        setMessage(saved.message);
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-form admin-card admin-inline-form"
      onSubmit={submit}
      noValidate
      aria-label={offer ? `Edit ${offer.title}` : 'New offer'}
    >
      <h2 className="admin-section-title">{offer ? `Edit “${offer.title}”` : 'New offer'}</h2>
      {message && (
        <p role="alert" className="admin-alert admin-alert-error">
          {message}
        </p>
      )}
      <div className="admin-form-row">
        <Field label="Title" required error={errors.title}>
          {(c) => (
            <input
              {...c}
              className="admin-input"
              value={draft.title}
              required
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </Field>
        <Field label="Code" hint="What visitors quote: capitals, digits, hyphens." required error={errors.code}>
          {(c) => (
            <input
              {...c}
              className="admin-input"
              value={draft.code}
              required
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            />
          )}
        </Field>
      </div>
      <Field label="Address" hint="Lower-case words joined by hyphens." required error={errors.slug}>
        {(c) => (
          <input
            {...c}
            className="admin-input"
            value={draft.slug}
            required
            onChange={(e) => set({ slug: e.target.value })}
          />
        )}
      </Field>
      <Field label="Summary" required error={errors.summary}>
        {(c) => (
          <input
            {...c}
            className="admin-input"
            value={draft.summary}
            required
            onChange={(e) => set({ summary: e.target.value })}
          />
        )}
      </Field>
      <Field label="Terms" required error={errors.terms}>
        {(c) => (
          <textarea
            {...c}
            className="admin-input"
            rows={3}
            value={draft.terms}
            required
            onChange={(e) => set({ terms: e.target.value })}
          />
        )}
      </Field>
      <div className="admin-form-row offer-days">
        <Field label="First day (London)" required error={errors.validFrom}>
          {(c) => (
            <input
              {...c}
              type="date"
              className="admin-input"
              value={draft.validFrom}
              required
              onChange={(e) => set({ validFrom: e.target.value })}
            />
          )}
        </Field>
        <Field label="Last day (London)" hint="It leaves the site when this day ends." required error={errors.validTo}>
          {(c) => (
            <input
              {...c}
              type="date"
              className="admin-input"
              value={draft.validTo}
              required
              onChange={(e) => set({ validTo: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label="Where it applies" error={errors.cityId ?? errors.propertyId}>
        {(c) => (
          <select {...c} className="admin-input" value={draft.where} onChange={(e) => set({ where: e.target.value })}>
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
      <Field label="On the site" hint="A draft stays off the site whatever its days." error={errors.status}>
        {(c) => (
          <select
            {...c}
            className="admin-input"
            value={draft.status}
            onChange={(e) => set({ status: e.target.value === 'draft' ? 'draft' : 'published' })}
          >
            <option value="published">Published (on its days)</option>
            <option value="draft">Draft (off the site)</option>
          </select>
        )}
      </Field>
      <FormActions
        submitLabel={offer ? 'Save offer' : 'Create offer'}
        busy={busy}
        onCancel={onDone}
        extra={
          onDelete && (
            <button type="button" className="admin-button admin-button-danger-quiet" onClick={onDelete}>
              Move to trash
            </button>
          )
        }
      />
    </form>
  );
}
