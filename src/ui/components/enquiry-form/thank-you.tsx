import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { FormKind } from '../../../domain/enquiries/enquiry';
import type { SentEnquiry } from '../../../domain/enquiries/form-address';
import { useHydrated } from '../../hooks/use-shortlists';

const headings: Readonly<Record<FormKind, string>> = {
  contact: 'Thank you, we have your message',
  'group-booking': 'Thank you, we have your group’s enquiry',
  agent: 'Thank you, our partnerships team has your enquiry',
  parent: 'Thank you, we have your question',
  friend: 'Thank you for recommending a friend',
  support: 'Thank you, the residence team has your request',
  rebook: 'Thank you, we have your rebooking request',
  'summer-stays': 'Thank you, we have your summer stay enquiry',
  offer: 'Thank you, we have your offer claim',
};

const nextSteps: Readonly<Record<FormKind, string>> = {
  contact: 'The right person in our team will reply by email within one working day.',
  'group-booking': 'Our groups team will reply within one working day with rooms and prices for your group.',
  agent: 'Our partnerships team will reply within one working day.',
  parent: 'Someone from our team will reply by email within one working day.',
  friend:
    'We have emailed your friend your code and sent you a copy. When they book a room and quote it, you both get the referral reward.',
  support:
    'The residence team will be in touch within one working day. For an emergency, call the out-of-hours number.',
  rebook: 'We will hold your request and email you before rooms for next year open to everyone.',
  'summer-stays': 'We will reply within one working day with what is free for your dates.',
  offer: 'We will confirm the offer by email within one working day and apply it when you book.',
};

/** Copies the referral code (after the app has started: without JavaScript the code is there to select). */
function CopyCode({ code }: { code: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  if (!hydrated) return null;
  return (
    <>
      <button
        type="button"
        className="button button-small enquiry-copy"
        onClick={() => {
          const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
          if (!clipboard) return setStatus('Select the code to copy it.');
          clipboard.writeText(code).then(
            () => setStatus('Code copied.'),
            () => setStatus('Select the code to copy it.'),
          );
        }}
      >
        Copy code
      </button>
      <span className="enquiry-copy-status" role="status">
        {status}
      </span>
    </>
  );
}

/**
 * What replaces a form once it is sent: a heading (focused when the visitor has just sent it, so a
 * screen reader reads on from there), the reference to quote, a referral's code to pass on, what
 * happens next, and a way to send another.
 */
export function ThankYou({
  kind,
  sent,
  message,
  focus,
  anotherHref,
}: {
  kind: FormKind;
  sent: SentEnquiry;
  /** The server's own words, when it was sent from this page (not after a reload or without JavaScript). */
  message: string | null;
  /** Whether to move focus to the heading (just sent, not arriving at the page). */
  focus: boolean;
  anotherHref: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const headingId = `form-${kind}-thanks`;
  return (
    <div className="enquiry-thanks">
      <h3 id={headingId} tabIndex={-1} ref={heading}>
        {headings[kind]}
      </h3>
      {message && <p>{message}</p>}
      <p className="enquiry-reference-label">Your reference</p>
      <p className="enquiry-reference">{sent.reference}</p>
      {sent.referralCode && (
        <div className="enquiry-referral">
          <p className="enquiry-reference-label">Your referral code</p>
          <p className="enquiry-referral-code">
            <strong className="code">{sent.referralCode}</strong> <CopyCode code={sent.referralCode} />
          </p>
        </div>
      )}
      {/* The server's words say what happens next; without them (a reload, no JavaScript) these do. */}
      {!message && <p>{nextSteps[kind]}</p>}
      <p className="enquiry-another">
        <Link href={anotherHref}>{kind === 'friend' ? 'Recommend another friend' : 'Send another message'}</Link>
      </p>
    </div>
  );
}
