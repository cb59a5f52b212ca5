import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '../../domain/accounts/sign-in-code';
import type { VerifyOutcome } from '../../ports/account-client.port';
import { accountServices } from '../account/account-module';
import { SITE_ACCESS } from '../account/account-tokens';
import { PageHead } from '../components/breadcrumbs';
import { useBrandedTitle } from '../hooks/use-document-title';
import { useService, useServiceContainer } from '../hooks/use-service';

type Step = { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'link' };

/** A link's token is sent once per page load, even when React runs an effect twice (StrictMode). */
const tokensSent = new Set<string>();

/**
 * Signing in without a password (issue 20, ADR 053): the visitor gives an e-mail address and is
 * sent a link and a 6-digit code. The link opens this page with `?token=`, which signs in here; the
 * code is typed on this page (another device). Then back to `?next=` (a page of this site only).
 */
export default function LoginPage() {
  useBrandedTitle('Sign in');
  const container = useServiceContainer();
  const access = useService(SITE_ACCESS);
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const token = query.get('token');
  const next = safeNextPath(query.get('next'));
  const [step, setStep] = useState<Step>(token ? { kind: 'link' } : { kind: 'email' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const signedIn = async (outcome: VerifyOutcome) => {
    if (outcome.kind !== 'signed-in') {
      setMessage({ text: outcome.message, error: true });
      return;
    }
    access.markSignedIn();
    const { sync } = accountServices(container);
    await sync.mergeAtSignIn();
    sync.start();
    navigate(outcome.next, { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token
  useEffect(() => {
    if (!token || tokensSent.has(token)) return;
    tokensSent.add(token);
    // The token leaves the address at once (history, screenshots, a shared screen).
    history.replaceState(history.state, '', '/login');
    void accountServices(container)
      .client.verifyLink(token)
      .then(async (outcome) => {
        if (outcome.kind !== 'signed-in') setStep({ kind: 'email' });
        await signedIn(outcome);
      });
  }, [token]);

  useEffect(() => {
    if (step.kind === 'code') heading.current?.focus();
  }, [step.kind]);

  const askForCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    const outcome = await accountServices(container).client.requestSignIn(email, next);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setMessage(null);
      setStep({ kind: 'code', email });
    } else setMessage({ text: outcome.message, error: true });
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setBusy(true);
    const outcome = await accountServices(container).client.verifyCode(step.email, code);
    setBusy(false);
    await signedIn(outcome);
  };

  return (
    <div className="container section account-page login-page">
      <PageHead
        crumb="Sign in"
        heading={step.kind === 'code' ? 'Check your e-mail' : 'Sign in'}
        headingRef={heading}
        lead={
          step.kind === 'email' &&
          'No password needed: we e-mail you a link and a 6-digit code. Your viewings, enquiries and shortlists are kept together, on every device you sign in on.'
        }
      />
      {message && (
        <p className={message.error ? 'notice notice-error account-notice' : 'notice account-notice'} role="alert">
          {message.text}
        </p>
      )}
      {step.kind === 'link' && (
        <p className="notice account-notice" role="status">
          Signing you in…
        </p>
      )}
      {step.kind === 'email' && (
        <form className="form-stack account-form" onSubmit={askForCode} noValidate={false}>
          <div className="form-field">
            <label className="form-label" htmlFor="login-email">
              E-mail address
            </label>
            <input
              className="form-input"
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
            />
          </div>
          <div className="form-actions">
            <button className="button form-submit" type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Send me a sign-in code'}
            </button>
          </div>
        </form>
      )}
      {step.kind === 'code' && (
        <form className="form-stack account-form" onSubmit={sendCode}>
          <p className="lead">
            We sent a link and a code to <strong>{step.email}</strong>. Open the link on this device, or type the code
            here. Both work once, for 15 minutes.
          </p>
          <div className="form-field">
            <label className="form-label" htmlFor="login-code">
              6-digit code
            </label>
            <input
              className="form-input account-code"
              id="login-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
            />
          </div>
          <div className="form-actions">
            <button className="button form-submit" type="submit" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
            <button
              className="button-link"
              type="button"
              onClick={() => {
                setMessage(null);
                setStep({ kind: 'email' });
              }}
            >
              Use another address, or send a new code
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
