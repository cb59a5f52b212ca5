import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { CONSOLE_SESSION } from '../../../application/staff/staff-console.tokens';
import { useAdminService } from '../components/admin-services';
import { Field } from '../components/field';
import { AuthFrame } from './auth-frame';

/**
 * Asking for a reset link (issue 18). The answer is the same whether the address has an account or
 * not, so the screen cannot be used to find out who works here.
 */
export function ForgotPasswordScreen() {
  const session = useAdminService(CONSOLE_SESSION);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter your e-mail address, like name@example.com.');
      return;
    }
    setError(null);
    setFailed(null);
    setBusy(true);
    try {
      await session.requestPasswordReset(email);
      setSent(true);
    } catch (e) {
      setFailed(e instanceof Error ? e.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (sent)
    return (
      <AuthFrame title="Check your e-mail">
        <p role="status">
          If <strong>{email.trim()}</strong> has a console account, we have sent it a link to choose a new password. The
          link works once, for 24 hours.
        </p>
        <p className="admin-auth-aside">
          <Link href="/">Back to sign in</Link>
        </p>
      </AuthFrame>
    );

  return (
    <AuthFrame title="Reset your password">
      <p className="admin-auth-lead">
        Enter the address you sign in with and we will e-mail you a link to choose a new password.
      </p>
      {failed && (
        <div role="alert" className="admin-alert admin-alert-error">
          {failed}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
        <Field label="E-mail address" error={error}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="admin-button admin-button-primary admin-button-wide" disabled={busy}>
          {busy ? 'Sending…' : 'Send the link'}
        </button>
      </form>
      <p className="admin-auth-aside">
        <Link href="/">Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
