import { type FormEvent, useState } from 'react';
import { INBOX_CONSOLE_STORE } from '../../../application/enquiries/inbox.tokens';
import { useAdminService, useToastActions } from '../components/admin-services';
import { ConfirmDialog } from '../components/confirm-dialog';
import { Field } from '../components/field';
import { FormActions } from '../components/form-actions';
import { ScreenHeader } from '../components/screen-header';

interface Found {
  readonly email: string;
  readonly holdsAnything: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

const countOf = (data: Readonly<Record<string, unknown>>, key: string): number => {
  const value = data[key];
  return Array.isArray(value) ? value.length : 0;
};

/**
 * A person's data (issue 19 item 3, the owner): what the site holds about one e-mail address, as
 * `npm run personal-data` finds it (enquiries sent from or naming it, viewings, queued e-mails and
 * mail files), downloaded as JSON, and erased after a confirmation.
 */
export default function PersonalDataScreen() {
  const store = useAdminService(INBOX_CONSOLE_STORE);
  const toasts = useToastActions();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<string | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErased(null);
    try {
      const answer = await store.findPersonalData(email);
      if (answer.kind === 'invalid') {
        setError(answer.message);
        setFound(null);
      } else {
        setError(null);
        setFound({ email: email.trim(), holdsAnything: answer.holdsAnything, data: answer.data });
      }
    } catch (failure) {
      toasts.show('error', failure instanceof Error ? failure.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    if (!found) return;
    const blob = new Blob([`${JSON.stringify(found.data, null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `personal-data-${found.email.replace(/[^a-z0-9.@_-]/gi, '_')}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const erase = async () => {
    if (!found) return;
    setBusy(true);
    try {
      const answer = await store.erasePersonalData(found.email);
      setConfirming(false);
      if (answer.kind === 'invalid') setError(answer.message);
      else {
        setErased(answer.summary);
        setFound(null);
        toasts.show('success', answer.summary);
      }
    } catch (failure) {
      toasts.show('error', failure instanceof Error ? failure.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const counts = found
    ? [
        { label: 'Enquiries sent from or naming the address', n: countOf(found.data, 'enquiries') },
        { label: 'Viewings', n: countOf(found.data, 'viewings') },
        { label: 'Reservations', n: countOf(found.data, 'reservations') },
        { label: 'Visitor account', n: found.data.account ? 1 : 0 },
        { label: 'E-mails in the outbox', n: countOf(found.data, 'mails') },
        ...('mail_files' in found.data ? [{ label: 'E-mail files', n: countOf(found.data, 'mail_files') }] : []),
      ]
    : [];

  return (
    <>
      <ScreenHeader
        title="Personal data"
        description="What the site holds about one person, by their e-mail address: to send them a copy, or to erase it when they ask (the same rules as npm run personal-data)."
      />
      <form className="admin-card admin-form admin-narrow" onSubmit={find} noValidate>
        <Field label="E-mail address" required error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              value={email}
              autoComplete="off"
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <FormActions submitLabel="Find" busy={busy && !confirming} busyLabel="Looking…" />
      </form>
      {erased && (
        <p role="status" className="admin-alert admin-alert-success">
          {erased}
        </p>
      )}
      {found && (
        <section className="admin-card admin-narrow" aria-labelledby="held-heading">
          <h2 id="held-heading" className="admin-section-title">
            Held for {found.email}
          </h2>
          {!found.holdsAnything ? (
            <p>Nothing is held for this address.</p>
          ) : (
            <>
              <dl className="admin-answers">
                {counts.map((c) => (
                  <div key={c.label}>
                    <dt>{c.label}</dt>
                    <dd>{c.n}</dd>
                  </div>
                ))}
              </dl>
              <div className="admin-form-actions">
                <button type="button" className="admin-button admin-button-primary" onClick={download}>
                  Download as JSON
                </button>
                <button type="button" className="admin-button admin-button-danger" onClick={() => setConfirming(true)}>
                  Erase…
                </button>
              </div>
            </>
          )}
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        title={found ? `Erase everything held for ${found.email}?` : ''}
        confirmLabel="Erase for good"
        danger
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      >
        <ul>
          {counts
            .filter((c) => c.n > 0)
            .map((c) => (
              <li key={c.label}>
                {c.label}: {c.n}
              </li>
            ))}
        </ul>
        <p>
          Their enquiries, viewings (upcoming ones are cancelled and the places freed), visitor account (signed out
          everywhere) and e-mails are deleted; enquiries other people sent that name this address keep their request
          with the address taken out. Unpaid reservations are cancelled, their rooms freed, and deleted; paid ones stay
          paid, kept for the accounts without any personal details. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
