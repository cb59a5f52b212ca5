import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CONSOLE_SESSION } from '../../../application/staff/staff-console.tokens';
import { useAdminService } from '../components/admin-services';
import { Field } from '../components/field';
import { AuthFrame, waitInWords } from './auth-frame';

type Problem =
  | { kind: 'wrong'; message: string }
  | { kind: 'limited'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Signing in (issue 18): e-mail and password. An unknown address and a wrong password get the same
 * message (the server's); too many attempts say how long to wait. Shown at the address the member
 * wanted, which the console opens once they are in. When the session ended while the console was
 * open (signed out everywhere from another tab, or it expired), it says so first (issue 36 item 8).
 */
export function SignInScreen({ ended = false }: { readonly ended?: boolean }) {
  const session = useAdminService(CONSOLE_SESSION);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = {
      ...(email.trim() ? {} : { email: 'Enter your e-mail address.' }),
      ...(password ? {} : { password: 'Enter your password.' }),
    };
    setMissing(empty);
    if (empty.email || empty.password) return;
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await session.signIn(email, password);
      if (outcome.kind === 'wrong-credentials') {
        setProblem({ kind: 'wrong', message: outcome.message });
        setPassword('');
      } else if (outcome.kind === 'rate-limited') {
        setProblem({
          kind: 'limited',
          message: `${outcome.message} (Wait about ${waitInWords(outcome.retryAfterSeconds)}.)`,
        });
      }
    } catch (error) {
      setProblem({ kind: 'failed', message: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  return (
    <AuthFrame title="Sign in">
      {ended ? (
        <p role="status" className="admin-alert admin-alert-warning">
          Your session has ended: you were signed out everywhere, or it expired. Sign in again to go back to this page.
        </p>
      ) : (
        <p className="admin-auth-lead">For the people who run this site. Visitors do not need an account.</p>
      )}
      {problem && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className={`admin-alert admin-alert-${problem.kind === 'wrong' ? 'error' : 'warning'}`}
        >
          {problem.message}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
        <Field label="E-mail address" error={missing.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password" error={missing.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary admin-button-wide" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="admin-auth-aside">
        <Link href="/forgot-password">Forgotten your password?</Link>
      </p>
    </AuthFrame>
  );
}
