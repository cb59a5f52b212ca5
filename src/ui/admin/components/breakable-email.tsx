import type { ReactNode } from 'react';

/** An address that may break before its `@` on a narrow screen, rather than widen its table. */
export function BreakableEmail({ email }: { readonly email: string | null }): ReactNode {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
