import { useId } from 'react';
import { useToastActions } from '../hooks/use-toasts';

/**
 * A link to share, shown in a read-only field (selected on focus, for copying by hand) with a
 * Copy button; `what` names what it shares, e.g. "this comparison". Browser only: it reads the origin.
 */
export function ShareLink({ label, path, what }: { label: string; path: string; what: string }) {
  const toasts = useToastActions();
  const id = useId();
  const link = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toasts.show('success', `Link copied: send it to anyone to show them ${what}.`);
    } catch {
      toasts.show('info', `Select the link and copy it to share ${what}.`);
    }
  };
  return (
    <div className="share-link">
      <label htmlFor={id}>{label}</label>
      <div className="share-link-row">
        <input id={id} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={copy}>
          Copy link
        </button>
      </div>
    </div>
  );
}
