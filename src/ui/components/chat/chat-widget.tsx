import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { telHref, whatsappHref } from '../../../domain/chat/contact-links';
import { useCatalogue } from '../../hooks/use-catalogue';
import { useService } from '../../hooks/use-service';
import { useHydrated } from '../../hooks/use-shortlists';
import { useStream } from '../../hooks/use-stream';
import { BrandMark } from '../site-header';
import { CHAT_CONVERSATION, CHAT_PANEL_STORE } from './chat-module';
import type { ChatPanelProps } from './chat-panel';

const loadPanel = () => import('./chat-panel');
/** The panel's code (and the FAQ ranking, the conversation, the form's schema) loads when first wanted. */
const ChatPanel = lazy(() =>
  loadPanel().catch(() => ({
    default: ({ open }: ChatPanelProps) => (
      <div className="chat-panel chat-panel-note" role="alert" hidden={!open}>
        The chat could not be loaded. Check your connection and reload the page, or{' '}
        <a href="/contact-us">write to us</a>.
      </div>
    ),
  })),
);

const panelId = 'chat-panel';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const chatIcon =
  'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3 6v2h10V9zm0-3v2h10V6z';
const closeIcon = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z';
const phoneIcon =
  'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z';
const whatsappIcon =
  'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 0 1 12 3.8zM9 7.5c-.2-.5-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7c0 1.6 1.2 3.1 1.3 3.3s2.3 3.6 5.6 4.9c2.8 1.1 3.3.9 3.9.8s1.9-.8 2.2-1.5.3-1.4.2-1.5-.3-.2-.7-.4-1.9-.9-2.2-1-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a6.7 6.7 0 0 1-3.3-2.9c-.3-.4 0-.6.2-.8l.5-.6.3-.5a.5.5 0 0 0 0-.5z';

/**
 * The floating widget (spec section 2): the brand's mark bottom-left, and bottom-right the WhatsApp
 * and call buttons (large screens only, by a media query, so the server's HTML and hydration agree;
 * each left out when its setting is unset) and the toggle of the chat panel. Without JavaScript, and
 * until the app has taken over the page, the toggle is a link to the contact page.
 */
export function ChatWidget() {
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  const store = useService(CHAT_PANEL_STORE);
  const conversation = useService(CHAT_CONVERSATION);
  const open = useStream(store.open$, false);
  const hydrated = useHydrated();
  // Once opened, the panel stays in the page (hidden when closed), keeping what was typed.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const whatsapp = whatsappHref(site?.whatsapp ?? '');
  const call = telHref(site?.phone ?? '');
  const preload = () => void Promise.all([loadPanel(), conversation()]).catch(() => undefined);
  // Focus goes back to the toggle once the panel has closed (while open, the panel keeps it inside).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggle.current?.focus();
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    store.close();
  };
  const label = (
    <>
      <Icon d={open ? closeIcon : chatIcon} />
      <span className="visually-hidden">Ask us a question</span>
    </>
  );
  return (
    <div className="chat-widget">
      <span className="widget-logo" aria-hidden="true">
        <BrandMark />
      </span>
      <div className="widget-buttons">
        {whatsapp && (
          <a className="widget-button widget-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon d={whatsappIcon} />
            <span className="visually-hidden">WhatsApp us (opens in a new tab)</span>
          </a>
        )}
        {call && (
          <a className="widget-button widget-call" href={call}>
            <Icon d={phoneIcon} />
            <span className="visually-hidden">Call us on {site?.phone}</span>
          </a>
        )}
        {hydrated ? (
          <button
            ref={toggle}
            type="button"
            className="widget-button widget-toggle"
            aria-expanded={open}
            aria-controls={mounted ? panelId : undefined}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => (open ? close() : store.open())}
          >
            {label}
          </button>
        ) : (
          <a className="widget-button widget-toggle" href="/contact-us">
            {label}
          </a>
        )}
      </div>
      {mounted && (
        <Suspense
          fallback={
            <div className="chat-panel chat-panel-note" role="status" hidden={!open}>
              Loading…
            </div>
          }
        >
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
