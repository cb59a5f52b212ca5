import { type FormEvent, type RefObject, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { chatMessageSchema } from '../../../adapters/forms/enquiry-forms.schema';
import { fieldErrors } from '../../../adapters/forms/field-errors';
import type { ChatConversation, SentChatMessage } from '../../../application/chat/chat-conversation.store';
import { suggestFaqs } from '../../../domain/chat/faq-suggestions';
import type { Faq } from '../../../domain/content/content';
import { useCatalogue } from '../../hooks/use-catalogue';
import { useContent } from '../../hooks/use-content';
import { useModalFocus } from '../../hooks/use-modal-focus';
import { useStream } from '../../hooks/use-stream';
import { ContactFields } from '../contact-fields';
import { describedByProps, FieldError } from '../form-errors';
import { newSubmissionId } from '../submission-id';

export interface ChatPanelProps {
  readonly id: string;
  readonly open: boolean;
  /** Closes the panel and gives focus back to the toggle. */
  readonly onClose: () => void;
  readonly conversation: ChatConversation;
  /** The widget's WhatsApp and call links (null when unset), offered here too: on phones the round buttons are not shown. */
  readonly links: ChatLinks;
}

export interface ChatLinks {
  readonly whatsapp: string | null;
  readonly call: string | null;
}

/** How many answers show while the visitor types. */
const SUGGESTION_LIMIT = 3;
/** The chat enquiry's schema takes up to this many characters. */
const MESSAGE_MAX = 1000;

type Field = 'message' | 'name' | 'email';
const fields: readonly Field[] = ['message', 'name', 'email'];

/**
 * The chat panel (a modal dialog): answers from the FAQs while the visitor types, and their
 * question sent as an enquiry. Focus moves in when it opens and stays in (Tab wraps); Escape and
 * the close button close it, giving focus back to the toggle. Kept in the page once opened.
 */
export default function ChatPanel({ id, open, onClose, conversation, links }: ChatPanelProps) {
  const dialog = useRef<HTMLDivElement>(null);

  // Focus in on opening: the question box, or the dialog while its content loads.
  useEffect(() => {
    if (!open || !dialog.current) return;
    (dialog.current.querySelector<HTMLElement>('textarea') ?? dialog.current).focus();
  }, [open]);

  // Focus stays inside while open (Tab wraps); Escape closes.
  const onKeyDown = useModalFocus(dialog, open, onClose);

  return (
    <div
      ref={dialog}
      id={id}
      className="chat-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="chat-panel-head">
        <h2 id={`${id}-title`}>Ask us a question</h2>
        <button type="button" className="chat-panel-close" aria-label="Close the chat" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" />
          </svg>
        </button>
      </div>
      <ChatBody id={id} open={open} dialog={dialog} conversation={conversation} links={links} />
    </div>
  );
}

interface BodyProps {
  readonly id: string;
  readonly open: boolean;
  readonly dialog: RefObject<HTMLDivElement | null>;
  readonly conversation: ChatConversation;
  readonly links: ChatLinks;
}

const noFaqs: readonly Faq[] = [];
const noMessages: readonly SentChatMessage[] = [];

function ChatBody({ id, open, dialog, conversation, links }: BodyProps) {
  const messages = useStream(conversation.messages$, noMessages);
  const sending = useStream(conversation.sending$, false);
  const contact = useStream(conversation.contact.contact$, null);
  const faqs = useContent((s) => s.faqs$());
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  const [location] = useLocation();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [submissionId, setSubmissionId] = useState(newSubmissionId);
  const honeypot = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLTextAreaElement>(null);
  const query = useDeferredValue(text);
  const suggestions = suggestFaqs(query, faqs.status === 'ready' ? faqs.value : noFaqs, SUGGESTION_LIMIT);

  // A fresh form token each time the panel opens (the server times how long a form was shown).
  useEffect(() => {
    if (open) void conversation.prepare();
  }, [open, conversation]);

  // The body loaded while the panel was open, with focus on the dialog itself: on to the question.
  useEffect(() => {
    if (document.activeElement === dialog.current) question.current?.focus();
  }, [dialog]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const draft = { message: text, name: contact?.name ?? name, email: contact?.email ?? email };
    const envelope = { submissionId, sourcePage: location, website: honeypot.current?.value ?? '' };
    // The server's own checks first, so the visitor hears at once what to fix.
    const checked = chatMessageSchema.safeParse({ ...draft, ...envelope });
    if (!checked.success) return refuse(fieldErrors(checked.error), null);
    const result = await conversation.send(draft, envelope);
    if (result.ok) {
      setText('');
      setErrors({});
      setFormMessage(null);
      setSubmissionId(newSubmissionId());
      question.current?.focus();
      return;
    }
    refuse(result.fields, result.message);
  }

  function refuse(found: Readonly<Record<string, string>>, message: string | null) {
    const next: Partial<Record<Field, string>> = {};
    for (const field of fields) if (found[field]) next[field] = found[field];
    // A refused contact field that is not shown (it was remembered) is named in the message.
    const hidden = contact ? [next.name, next.email].filter(Boolean) : [];
    const others = Object.entries(found)
      .filter(([key]) => !fields.includes(key as Field))
      .map(([, m]) => m);
    const said = [message, ...hidden, ...others].filter(Boolean).join(' ');
    setErrors(next);
    setFormMessage(said === '' ? null : said);
    const first = fields.find((f) => next[f] && (f === 'message' || !contact));
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const count = suggestions.length;
  const announcement =
    query.trim() === '' || faqs.status !== 'ready'
      ? ''
      : count === 0
        ? 'No answers match yet. Send us your question and we will reply by email.'
        : `${count} ${count === 1 ? 'answer matches' : 'answers match'}`;

  return (
    <div className="chat-panel-body">
      {messages.length > 0 && (
        <ol className="chat-log" role="log" aria-label="Your messages">
          {messages.map((m) => (
            <li key={m.id} className="chat-message">
              <p className="chat-bubble">
                <span className="visually-hidden">You wrote: </span>
                {m.text}
              </p>
              <p className="chat-receipt">
                Sent. Your reference is <strong>{m.reference}</strong>. {m.reply}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="chat-form" noValidate onSubmit={(e) => void send(e)}>
        <div className="form-field">
          <label htmlFor={fieldId('message')} className="form-label">
            {messages.length > 0 ? 'Anything else?' : 'Your question'}
          </label>
          <FieldError id={errorId('message')} message={errors.message} />
          <textarea
            ref={question}
            id={fieldId('message')}
            name="message"
            className="form-input chat-question"
            rows={3}
            maxLength={MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            {...describedByProps(errorId('message'), errors.message)}
          />
        </div>
        <p className="chat-count" role="status" aria-live="polite">
          {announcement}
        </p>
        {count > 0 && (
          <ul className="chat-suggestions" aria-label="Answers that may help">
            {suggestions.map((faq) => (
              <li key={faq._id}>
                <details>
                  <summary>{faq.question}</summary>
                  {faq.answer
                    .split(/\n\s*\n/)
                    .filter((p) => p.trim() !== '')
                    .map((paragraph, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed answer
                      <p key={i}>{paragraph}</p>
                    ))}
                </details>
              </li>
            ))}
          </ul>
        )}
        {contact ? (
          <p className="chat-contact">
            Sending as {contact.name} ({contact.email}). We remember your name and email on this device for next time.{' '}
            <button type="button" className="link-button" onClick={() => conversation.contact.forget()}>
              Forget me
            </button>
          </p>
        ) : (
          <fieldset className="form-fieldset chat-fieldset">
            <legend className="form-label">So we can reply</legend>
            <ContactFields
              idPrefix={id}
              values={{ name, email }}
              errors={errors}
              labels={{ name: 'Name', email: 'Email' }}
              phone="none"
              onChange={(changes) => {
                if (changes.name !== undefined) setName(changes.name);
                if (changes.email !== undefined) setEmail(changes.email);
              }}
            />
            <p className="form-hint">
              We use them only to answer you, and remember them on this device for next time (you can forget them here).{' '}
              <a href="/privacy-policy" target="_blank" rel="noopener">
                Privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </fieldset>
        )}
        {/* The honeypot: hidden from people and skipped by the keyboard; bots that fill every field fill it. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website (leave this empty)</label>
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {formMessage && (
          <p className="chat-refusal" role="alert">
            {formMessage}
          </p>
        )}
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send question'}
        </button>
      </form>
      {site && (
        <div className="chat-alternatives">
          <p id={`${id}-other-ways`}>Other ways to reach us</p>
          <ul aria-labelledby={`${id}-other-ways`}>
            {links.call && (
              <li>
                <a href={links.call}>Call {site.phone}</a>
              </li>
            )}
            {links.whatsapp && (
              <li>
                <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                  WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
            {site.support_email && (
              <li>
                <a href={`mailto:${site.support_email}`}>{site.support_email}</a>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
