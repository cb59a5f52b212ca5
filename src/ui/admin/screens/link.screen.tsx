import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CONSOLE_SESSION } from '../../../application/staff/staff-console.tokens';
import type { LinkState } from '../../../ports/staff-console.port';
import { useAdminService, useToastActions } from '../components/admin-services';
import { Field } from '../components/field';
import { roleLabels } from '../components/role-labels';
import { AuthFrame, passwordPolicy } from './auth-frame';

const gone: Record<Exclude<LinkState['kind'], 'valid'>, { title: string; text: string }> = {
  expired: {
    title: 'This link has expired',
    text: 'Links last 24 hours. Ask an owner to invite you again, or ask for a new password reset link.',
  },
  used: {
    title: 'This link has been used',
    text: 'Each link works once. If you have set your password, sign in; otherwise ask for a new link.',
  },
  unknown: {
    title: 'This link does not work',
    text: 'Check that the whole address from the e-mail was copied, or ask for a new link.',
  },
};

/**
 * A one-time link from an e-mail or the server's log (issue 18): the first owner's set-up, an
 * invitation or a password reset. The member chooses a name (not on a reset) and a password, with
 * the policy shown, and is then signed in.
 */
export function LinkScreen({ token }: { readonly token: string }) {
  const session = useAdminService(CONSOLE_SESSION);
  const toasts = useToastActions();
  const [, navigate] = useLocation();
  const [link, setLink] = useState<LinkState | 'loading' | { kind: 'failed'; message: string }>('loading');
  const [name, setName] = useState('');
  // A set-up link names no address (the server cannot know it): the first owner types theirs.
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    session.readLink(token).then(
      (state) => live && setLink(state),
      (error: unknown) =>
        live && setLink({ kind: 'failed', message: error instanceof Error ? error.message : 'Please try again.' }),
    );
    return () => {
      live = false;
    };
  }, [session, token]);

  if (link === 'loading')
    return (
      <AuthFrame title="Checking your link">
        <p aria-busy="true">One moment…</p>
      </AuthFrame>
    );
  if (link.kind === 'failed')
    return (
      <AuthFrame title="We could not check your link">
        <p role="alert">{link.message}</p>
      </AuthFrame>
    );
  if (link.kind !== 'valid')
    return (
      <AuthFrame title={gone[link.kind].title}>
        <p>{gone[link.kind].text}</p>
        <p className="admin-auth-aside">
          <Link href="~/admin">Sign in</Link> · <Link href="/forgot-password">Reset your password</Link>
        </p>
      </AuthFrame>
    );

  const asksName = link.purpose !== 'reset';
  const title =
    link.purpose === 'setup'
      ? 'Set up the console'
      : link.purpose === 'invite'
        ? `Join the console as ${roleLabels[link.role].toLowerCase()}`
        : 'Choose a new password';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (asksName && !name.trim()) missing.name = 'Enter your name, as your colleagues will see it.';
    if (link.purpose === 'setup' && !email.trim()) missing.email = 'Enter the address you will sign in with.';
    if (!password) missing.password = 'Choose a password.';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const outcome = await session.followLink(token, {
        ...(asksName ? { name: name.trim() } : {}),
        ...(link.purpose === 'setup' ? { email: email.trim() } : {}),
        password,
      });
      if (outcome.kind === 'signed-in') {
        toasts.show(
          'success',
          link.purpose === 'reset' ? 'Your new password is set.' : `Welcome, ${outcome.staff.name}.`,
        );
        navigate('~/admin', { replace: true });
      } else if (outcome.kind === 'refused') setErrors(outcome.fields);
      else setLink(outcome);
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={title}>
      <p className="admin-auth-lead">
        {link.purpose === 'setup'
          ? 'You are the console’s first owner: you can invite the rest of the team once you are in.'
          : link.purpose === 'invite'
            ? 'Choose your name and a password to finish your account.'
            : 'Choose a new password. Every session signed in with the old one ends, on every device.'}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
        <Field
          label="E-mail address"
          hint="You sign in with this address."
          error={errors.email}
          required={link.purpose === 'setup'}
        >
          {(control) =>
            link.purpose === 'setup' ? (
              <input
                {...control}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="username"
              />
            ) : (
              <input {...control} type="email" value={link.email} readOnly autoComplete="username" />
            )
          }
        </Field>
        {asksName && (
          <Field label="Your name" error={errors.name} required>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
        )}
        <Field label="Password" hint={passwordPolicy} error={errors.password} required>
          {(control) => (
            <input
              {...control}
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <label className="admin-check">
          <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show the password
        </label>
        <button type="submit" className="admin-button admin-button-primary admin-button-wide" disabled={busy}>
          {busy ? 'Saving…' : link.purpose === 'reset' ? 'Save and sign in' : 'Create my account'}
        </button>
      </form>
    </AuthFrame>
  );
}
