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
