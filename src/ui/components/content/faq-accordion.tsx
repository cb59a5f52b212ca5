import { useId } from 'react';
import { Link } from 'wouter';
import type { Faq } from '../../../domain/content/content';
import { RichText } from './rich-text';

/** Questions as an accordion of native disclosure widgets: keyboard and screen-reader friendly as they are. */
export function FaqAccordion({ faqs, open }: { faqs: readonly Faq[]; open?: boolean }) {
  return (
    <div className="faq-list">
      {faqs.map((f) => (
        <details key={f._id} className="faq" open={open}>
          <summary>{f.question}</summary>
          <div className="faq-answer">
            <RichText body={f.answer} headingLevel={3} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** A headed section of questions with the way on to all of them. */
export function FaqSection({ heading, faqs, className }: { heading: string; faqs: readonly Faq[]; className: string }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <FaqAccordion faqs={faqs} />
      <p>
        <Link href="/faqs" className="text-link">
          All questions and answers →
        </Link>
      </p>
    </section>
  );
}
