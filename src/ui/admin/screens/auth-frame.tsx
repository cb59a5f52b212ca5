import { type ReactNode, useEffect } from 'react';

/** The frame of the screens before sign-in: the brand and one card in the middle of the page. */
export function AuthFrame({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Digs console`;
  }, [title]);
  return (
    <main className="admin-auth" id="admin-main">
      <p className="admin-auth-brand">
        Digs <span className="admin-brand-console">console</span>
      </p>
      <div className="admin-card admin-auth-card">
        <h1 className="admin-auth-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A wait in words: "30 seconds", "1 minute", "15 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} second${Math.round(seconds) === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const passwordPolicy =
  'At least 12 characters, hard to guess, and not your e-mail address. Four or five unrelated words in a row are strong and easy to remember.';
