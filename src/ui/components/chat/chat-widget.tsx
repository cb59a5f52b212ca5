import { type ComponentType, useEffect, useRef, useState } from 'react';
import { CHAT_CONVERSATION, CHAT_PANEL_STORE } from '../../../application/chat/chat.tokens';
import type { ChatConversation } from '../../../application/chat/chat-conversation.store';
import { telHref, whatsappHref } from '../../../domain/chat/contact-links';
import { useCatalogue } from '../../hooks/use-catalogue';
import { useService } from '../../hooks/use-service';
import { useHydrated } from '../../hooks/use-shortlists';
import { useStream } from '../../hooks/use-stream';
import { BrandMark } from '../site-header';
import type { ChatPanelProps } from './chat-panel';

/** The panel's code (with the FAQ ranking and the form's schema) and the conversation's, when first wanted. */
const load = (conversation: () => Promise<ChatConversation>) => Promise.all([import('./chat-panel'), conversation()]);

const panelId = 'chat-panel';
const contactPage = '/contact-us';

/**
 * The floating widget (spec section 2): the brand's mark bottom-left, and bottom-right the WhatsApp
 * and call buttons (large screens only, by a media query, so the server's HTML and hydration agree;
 * each left out when its setting is unset) and the toggle of the chat panel. Without JavaScript, and
 * until the app has taken over the page, the toggle is a link to the contact page. The icons are
 * CSS masks (widget.css): drawn once in the cached stylesheet, not in every page's HTML and script.
 */
export function ChatWidget() {
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  const store = useService(CHAT_PANEL_STORE);
  const conversation = useService(CHAT_CONVERSATION);
  const open = useStream(store.open$, false);
  const hydrated = useHydrated();
  const toggle = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  // Once loaded, the panel stays in the page (hidden when closed), keeping what was typed.
  const [loaded, setLoaded] = useState<{
    Panel: ComponentType<ChatPanelProps>;
    conversation: ChatConversation;
  } | null>(null);
  useEffect(() => {
    if (!open || loaded) return;
    load(conversation).then(
      ([panel, chat]) => setLoaded({ Panel: panel.default, conversation: chat }),
      // Its code could not be had (offline, a new release): the contact page instead.
      () => window.location.assign(contactPage),
    );
  }, [open, loaded, conversation]);
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
  const whatsapp = whatsappHref(site?.whatsapp ?? '');
  const call = telHref(site?.phone ?? '');
  const Toggle = hydrated ? 'button' : 'a';
  return (
    // A landmark of its own, so every control on the page sits in one (axe's region rule).
    <aside className="chat-widget" aria-label="Talk to us">
      <span className="widget-logo" aria-hidden="true">
        <BrandMark />
      </span>
      <div className="widget-buttons">
        {whatsapp && (
          <a className="widget-button widget-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">WhatsApp us (opens in a new tab)</span>
          </a>
        )}
        {call && (
          <a className="widget-button widget-call" href={call}>
            <span className="visually-hidden">Call us on {site?.phone}</span>
          </a>
        )}
        <Toggle
          ref={toggle}
          className="widget-button widget-toggle"
          {...(hydrated
            ? {
                type: 'button',
                'aria-expanded': open,
                'aria-controls': loaded ? panelId : undefined,
                'aria-busy': open && !loaded ? true : undefined,
                // A head start: the pointer is on its way to a click.
                onPointerEnter: () => void load(conversation).catch(() => undefined),
                onClick: () => (open ? close() : store.open()),
              }
            : { href: contactPage })}
        >
          <span className="visually-hidden">Ask us a question</span>
        </Toggle>
      </div>
      {loaded && (
        <loaded.Panel
          id={panelId}
          open={open}
          onClose={close}
          conversation={loaded.conversation}
          links={{ whatsapp, call }}
        />
      )}
    </aside>
  );
}
