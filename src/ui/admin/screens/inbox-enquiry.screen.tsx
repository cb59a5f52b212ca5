import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { INBOX_CHOICES, INBOX_CONSOLE_STORE } from '../../../application/enquiries/inbox.tokens';
import type { EnquiryStatus } from '../../../domain/enquiries/enquiry';
import { INBOX_TEXT_LIMITS } from '../../../domain/enquiries/inbox-mail';
import { INBOX_STATUS_LABELS } from '../../../domain/enquiries/inbox-status';
import { senderLine } from '../../../domain/mail/reply-sender';
import type { InboxChoices, InboxDetailView, InboxSave } from '../../../ports/inbox-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { formatLondonTime } from '../components/format';
import { KIND_LABELS } from '../components/inbox-labels';
import { ScreenHeader } from '../components/screen-header';
import { useUnsavedChanges } from '../components/use-unsaved-changes';

const moveLabels: Readonly<Record<EnquiryStatus, string>> = {
  new: 'Mark as new',
  open: 'Mark as open',
  closed: 'Close',
};

/**
 * One enquiry (issue 19 item 3): everything the visitor sent, its status and who deals with it,
 * the replies sent from here (a thread), a reply form (by e-mail, through the outbox) and the
 * team's internal notes. An edit from an older version is refused; the screen then shows the
 * current one and keeps what was typed.
 */
export default function InboxEnquiryScreen() {
  const { reference = '' } = useParams<{ reference: string }>();
  const store = useAdminService(INBOX_CONSOLE_STORE);
  const { resource, reload, update } = useConsoleResource(useCallback(() => store.open(reference), [store, reference]));
  return (
    <Loaded resource={resource} loading="Loading the enquiry…" onRetry={reload}>
      {(detail) =>
        detail ? (
          <EnquiryView detail={detail} onChange={(next) => update(() => next)} />
        ) : (
          <>
            <ScreenHeader title="Enquiry not found" />
            <p>
              No enquiry has the reference {reference}; it may have been erased.{' '}
              <Link href="/enquiries">Back to the inbox</Link>
            </p>
          </>
        )
      }
    </Loaded>
  );
}

/** An enquiry as read, with what may be done to it; `onChange` with its new state (null: gone). */
function EnquiryView({
  detail,
  onChange,
}: {
  readonly detail: InboxDetailView;
  readonly onChange: (detail: InboxDetailView | null) => void;
}) {
  const store = useAdminService(INBOX_CONSOLE_STORE);
  const readChoices = useAdminService(INBOX_CHOICES);
  const toasts = useToastActions();
  const [choices, setChoices] = useState<InboxChoices>({ residences: [], staff: [] });
  const [stale, setStale] = useState<string | null>(null);
  const [busy, setBusy] = useState<'status' | 'assign' | 'reply' | 'note' | null>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ form: string; fields: Readonly<Record<string, string>> }>({
    form: '',
    fields: {},
  });
  const errorOf = (form: string, field: string) => (errors.form === form ? (errors.fields[field] ?? null) : null);
  useUnsavedChanges(body.trim() !== '' || note.trim() !== '');
  useEffect(() => {
    readChoices().then(setChoices, () => undefined);
  }, [readChoices]);

  const { enquiry } = detail;

  /** Applies a save's answer; true when it was saved. */
  const took = (saved: InboxSave, done: string, form = ''): boolean => {
    setErrors({ form: '', fields: {} });
    switch (saved.kind) {
      case 'saved':
        onChange(saved.detail);
        setStale(null);
        toasts.show('success', done);
        return true;
      case 'stale':
        onChange(saved.detail);
        setStale(saved.message);
        return false;
      case 'invalid':
        setErrors({ form, fields: saved.fields });
        toasts.show('error', saved.message);
        return false;
      case 'refused':
        toasts.show('error', saved.message);
        return false;
      case 'not_found':
        onChange(null);
        return false;
    }
  };
  const run = async (what: typeof busy, action: () => Promise<boolean>) => {
    setBusy(what);
    try {
      return await action();
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
      return false;
    } finally {
      setBusy(null);
    }
  };

  const move = (status: EnquiryStatus) =>
    run('status', async () =>
      took(
        await store.change(enquiry.reference, enquiry.version, { status }),
        `${enquiry.reference} is ${status} now.`,
      ),
    );
  const assign = (assigneeId: string) =>
    run('assign', async () =>
      took(
        await store.change(enquiry.reference, enquiry.version, {
          assigneeId: assigneeId === '' ? null : assigneeId,
        }),
        assigneeId === '' ? 'Nobody is dealing with it now.' : 'Assigned.',
      ),
    );
  const sendReply = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await run('reply', async () =>
      took(
        await store.reply(enquiry.reference, enquiry.version, subject ?? detail.replySubject, body),
        `Reply queued to ${enquiry.email}.`,
        'reply',
      ),
    );
    if (sent) {
      setBody('');
      setSubject(null);
    }
  };
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await run('note', async () => took(await store.note(enquiry.reference, note), 'Note added.', 'note')))
      setNote('');
  };
  const residence = (slug: unknown) =>
    typeof slug === 'string' ? (choices.residences.find((r) => r.slug === slug)?.name ?? slug) : '';
  const canAssignTo = choices.staff.some((s) => s.id === enquiry.assignee?.id)
    ? choices.staff
    : [...(enquiry.assignee ? [enquiry.assignee] : []), ...choices.staff];

  return (
    <>
      <p className="admin-breadcrumb">
        <Link href="/enquiries">Enquiries</Link>
      </p>
      <ScreenHeader
        title={`${enquiry.reference}: ${enquiry.name}`}
        description={
          <>
            {KIND_LABELS[enquiry.kind]} · received{' '}
            <time dateTime={enquiry.created_at}>{formatLondonTime(enquiry.created_at)}</time> ·{' '}
            <span className={`admin-status admin-status-${enquiry.status}`}>{INBOX_STATUS_LABELS[enquiry.status]}</span>
          </>
        }
      />
      {stale && (
        <div role="alert" className="admin-alert admin-alert-warning">
          {stale} What you typed is kept; the enquiry below is as it is now.
        </div>
      )}
      <div className="admin-inbox-detail">
        <div className="admin-inbox-main">
          <section className="admin-card" aria-labelledby="sent-heading">
            <h2 id="sent-heading" className="admin-section-title">
              What they sent
            </h2>
            <dl className="admin-answers">
              {detail.answers.map((a) => (
                <div key={a.label}>
                  <dt>{a.label}</dt>
                  <dd>{a.value}</dd>
                </div>
              ))}
              <div>
                <dt>Sent from</dt>
                <dd>{enquiry.source_page}</dd>
              </div>
              {Object.keys(enquiry.utm).length > 0 && (
                <div>
                  <dt>Campaign</dt>
                  <dd>
                    {Object.entries(enquiry.utm)
                      .map(([k, v]) => `${k} ${v}`)
                      .join(', ')}
                  </dd>
                </div>
              )}
              <div>
                <dt>Terms and privacy</dt>
                <dd>{enquiry.consent ? 'Accepted' : 'Not asked on this form'}</dd>
              </div>
            </dl>
          </section>

          <section className="admin-card" aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="admin-section-title">
              Replies
            </h2>
            {enquiry.replies.length === 0 ? (
              <p className="admin-muted">No reply has been sent from the console yet.</p>
            ) : (
              <ol className="admin-thread">
                {enquiry.replies.map((r) => (
                  <li key={r.id} className="admin-thread-item">
                    <p className="admin-thread-meta">
                      <span className="admin-strong">{r.subject}</span>
                      <br />
                      {r.author} to {r.to} · <time dateTime={r.created_at}>{formatLondonTime(r.created_at)}</time>
                    </p>
                    <p className="admin-thread-body">{r.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <form className="admin-form admin-reply-form" onSubmit={sendReply} noValidate>
              <h3 className="admin-subtitle">Reply to {enquiry.email}</h3>
              <p className="admin-reply-sender">
                From: {senderLine(detail.replySender.from)}, replies go to {detail.replySender.replyTo}.
              </p>
              <Field label="Subject" required error={errorOf('reply', 'subject')}>
                {(control) => (
                  <input
                    {...control}
                    value={subject ?? detail.replySubject}
                    maxLength={INBOX_TEXT_LIMITS.subject}
                    onChange={(e) => setSubject(e.target.value)}
                  />
                )}
              </Field>
              <Field
                label="Message"
                required
                error={errorOf('reply', 'body')}
                hint="Plain text; a blank line starts a new paragraph. The reference and the site’s name are added under it."
              >
                {(control) => <textarea {...control} rows={8} value={body} onChange={(e) => setBody(e.target.value)} />}
              </Field>
              <FormActions submitLabel="Send reply" busy={busy === 'reply'} busyLabel="Sending…" />
            </form>
          </section>
        </div>

        <aside className="admin-inbox-side">
          <section className="admin-card" aria-labelledby="handling-heading">
            <h2 id="handling-heading" className="admin-section-title">
              Handling
            </h2>
            <div className="admin-inbox-moves">
              {detail.nextStatuses.map((s) => (
                <button
                  key={s}
                  type="button"
                  className={s === 'closed' ? 'admin-button admin-button-quiet' : 'admin-button admin-button-primary'}
                  disabled={busy !== null}
                  onClick={() => void move(s)}
                >
                  {enquiry.status === 'closed' && s === 'open' ? 'Reopen' : moveLabels[s]}
                </button>
              ))}
            </div>
            <Field label="Dealt with by" error={errorOf('', 'assigneeId')}>
              {(control) => (
                <select
                  {...control}
                  value={enquiry.assignee?.id ?? ''}
                  disabled={busy !== null}
                  onChange={(e) => void assign(e.target.value)}
                >
                  <option value="">Nobody yet</option>
                  {canAssignTo.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name || s.email}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {typeof enquiry.fields.property === 'string' && (
              <p className="admin-muted">Residence: {residence(enquiry.fields.property)}</p>
            )}
          </section>

          <section className="admin-card" aria-labelledby="notes-heading">
            <h2 id="notes-heading" className="admin-section-title">
              Internal notes
            </h2>
            {enquiry.notes.length === 0 ? (
              <p className="admin-muted">No notes yet. Only staff see them.</p>
            ) : (
              <ol className="admin-notes">
                {enquiry.notes.map((n) => (
                  <li key={n.id}>
                    <p className="admin-thread-body">{n.body}</p>
                    <p className="admin-thread-meta">
                      {n.author} · <time dateTime={n.created_at}>{formatLondonTime(n.created_at)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form className="admin-form" onSubmit={addNote} noValidate>
              <Field label="Add a note" error={errorOf('note', 'body')}>
                {(control) => <textarea {...control} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />}
              </Field>
              <FormActions submitLabel="Add note" busy={busy === 'note'} />
            </form>
          </section>
        </aside>
      </div>
    </>
  );
}
