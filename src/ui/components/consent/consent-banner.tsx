import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { BannerState, ConsentStore } from '../../../application/consent/consent.store';
import { useModalFocus } from '../../hooks/use-modal-focus';

interface ConsentBannerProps {
  readonly store: ConsentStore;
  /** `auto`: nothing decided yet; `settings`: opened from "Cookie settings" to change or withdraw. */
  readonly state: Exclude<BannerState, 'hidden'>;
}

/**
 * The cookie banner (spec section 4; PECR): "Reject all" as plain to find as "Accept all", and
 * "Choose" for each optional category. A modal dialog while it shows (the page behind does not
 * scroll); focus goes to it and, when it closes, back to where it was. A visitor who has not
 * decided cannot wave it away; one who opened the settings can close them unchanged (Escape too).
 */
export default function ConsentBanner({ store, state }: ConsentBannerProps) {
  const id = useId();
  const dialog = useRef<HTMLElement>(null);
  const current = store.current();
  const [choosing, setChoosing] = useState(state === 'settings');
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [replay, setReplay] = useState(current?.replay ?? false);
  const canClose = state === 'settings' && current !== null;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  // "Choose" goes away as the choices come: focus moves on to the first one rather than being lost.
  const firstChoice = useRef<HTMLInputElement>(null);
  const [movedOn, setMovedOn] = useState(false);
  useEffect(() => {
    if (movedOn) firstChoice.current?.focus();
  }, [movedOn]);
  const onKeyDown = useModalFocus(dialog, true, canClose ? () => store.closeSettings() : undefined);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    store.choose({ analytics, replay: analytics && replay });
  }

  return (
    <div className="consent-backdrop">
      <section
        ref={dialog}
        className="consent-banner"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{state === 'settings' ? 'Cookie settings' : 'Cookies and your privacy'}</h2>
        <p id={`${id}-text`}>
          We keep what the site needs to work on your device: your shortlists, your forms and this choice. With your
          permission we would also measure how the site is used and, separately, record anonymised visits to see where
          people get stuck. Nothing optional runs until you choose. <Link href="/cookie-policy">Cookie policy</Link>
        </p>
        {choosing ? (
          <form className="consent-choices" onSubmit={save}>
            <fieldset>
              <legend>Choose what we may use</legend>
              <label className="consent-option">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>Necessary</strong> Always on: shortlists, forms and remembering this choice.
                </span>
              </label>
              <label className="consent-option">
                <input
                  ref={firstChoice}
                  type="checkbox"
                  name="analytics"
                  checked={analytics}
                  onChange={(event) => {
                    setAnalytics(event.target.checked);
                    if (!event.target.checked) setReplay(false);
                  }}
                />
                <span>
                  <strong>Analytics</strong> Which pages are visited, how fast they load and what goes wrong, so we can
                  improve the site.
                </span>
              </label>
              <label className="consent-option">
                <input
                  type="checkbox"
                  name="replay"
                  checked={replay}
                  disabled={!analytics}
                  onChange={(event) => setReplay(event.target.checked)}
                />
                <span>
                  <strong>Session replay</strong> Anonymised recordings of visits, with everything you type masked.
                  Needs analytics.
                </span>
              </label>
            </fieldset>
            <div className="consent-actions">
              <button type="submit" className="button">
                Save choices
              </button>
              {canClose && (
                <button type="button" className="button consent-secondary" onClick={() => store.closeSettings()}>
                  Cancel
                </button>
              )}
            </div>
          </form>
        ) : (
          <div className="consent-actions">
            <button type="button" className="button" onClick={() => store.rejectAll()}>
              Reject all
            </button>
            <button type="button" className="button" onClick={() => store.acceptAll()}>
              Accept all
            </button>
            <button
              type="button"
              className="button consent-secondary"
              onClick={() => {
                setChoosing(true);
                setMovedOn(true);
              }}
            >
              Choose
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
