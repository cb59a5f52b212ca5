/** The viewings desk's private calendar feed: issue a link, replace or revoke it. */
import { useEffect, useState } from 'react';
import type { ViewingDeskConsoleStore } from '../../../../application/viewings/viewing-desk-console.store';
import { useToastActions } from '../../components/admin-services';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field } from '../../components/field';
import { message } from './desk-shared';

export function FeedPanel({ store, propertyId }: { store: ViewingDeskConsoleStore; propertyId: string }) {
  const toasts = useToastActions();
  const [issued, setIssued] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<'issue' | 'revoke' | null>(null);
  useEffect(() => {
    store.api.rules(propertyId).then(
      (r) => setIssued(r.feedIssued),
      () => setIssued(false),
    );
  }, [store, propertyId]);

  const issue = async () => {
    setBusy(true);
    try {
      const outcome = await store.api.issueFeed(propertyId);
      if (outcome.kind === 'issued') {
        setUrl(outcome.url);
        setIssued(true);
      } else toasts.show('error', outcome.message);
    } catch (error) {
      toasts.show('error', message(error));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await store.api.revokeFeed(propertyId);
      setIssued(false);
      setUrl(null);
      toasts.show('success', 'The calendar feed link no longer works.');
    } catch (error) {
      toasts.show('error', message(error));
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <section className="admin-card desk-feed" aria-labelledby="desk-feed-title">
      <h2 id="desk-feed-title" className="admin-section-title">
        Private calendar feed
      </h2>
      <p>
        Subscribe to this residence’s viewings from Google Calendar, Outlook or Apple Calendar. The link is a secret:
        anyone who has it sees the visitors’ names and party sizes (no e-mail addresses or phone numbers). Replace it if
        it leaks; the old link stops working at once.
      </p>
      {issued === null && <p className="admin-loading">Loading…</p>}
      {issued === false && !url && <p className="admin-muted">No link is live.</p>}
      {issued && !url && <p>A link is live. It is shown only once, when issued: replace it to see a new one.</p>}
      {url && (
        <Field label="Feed link (copy it now: it is not shown again)">
          {(c) => <input {...c} readOnly value={url} onFocus={(e) => e.target.select()} className="desk-feed-url" />}
        </Field>
      )}
      <div className="desk-actions">
        <button
          type="button"
          className="admin-button admin-button-primary"
          disabled={busy}
          onClick={() => (issued ? setConfirm('issue') : void issue())}
        >
          {issued ? 'Replace the link' : 'Create a link'}
        </button>
        {issued && (
          <button
            type="button"
            className="admin-button admin-button-danger-quiet"
            disabled={busy}
            onClick={() => setConfirm('revoke')}
          >
            Revoke the link
          </button>
        )}
      </div>
      {confirm && (
        <ConfirmDialog
          open
          title={confirm === 'issue' ? 'Replace the feed link?' : 'Revoke the feed link?'}
          confirmLabel={confirm === 'issue' ? 'Replace it' : 'Revoke it'}
          danger={confirm === 'revoke'}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void (confirm === 'issue' ? issue() : revoke())}
        >
          <p>Calendars subscribed to the current link stop getting viewings. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
