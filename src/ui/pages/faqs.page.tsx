import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { faqCategories, searchFaqs } from '../../domain/content/faq-search';
import { PageHead } from '../components/breadcrumbs';
import { FaqAccordion } from '../components/content/faq-accordion';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

const slugOf = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export default function FaqsPage() {
  const faqs = useContent((s) => s.faqs$());
  const chosen = new URLSearchParams(useSearch()).get('category');
  const [text, setText] = useState('');
  const searchId = useId();
  useBrandedTitle('Frequently asked questions');
  return (
    <div className="container section">
      <PageHead
        crumb="FAQs"
        heading="Frequently asked questions"
        lead="Booking, payments, viewings, moving in and living with us: the answers people ask for most."
      />
      <ResourceView resource={faqs}>
        {(all) => {
          const general = all.filter((f) => f.property_id === null);
          const categories = faqCategories(general);
          const category = categories.find((c) => slugOf(c) === chosen) ?? null;
          const found = searchFaqs(category ? general.filter((f) => f.category === category) : general, text);
          const shown = categories.filter((c) => found.some((f) => f.category === c));
          return (
            <>
              <search className="faq-tools">
                <label htmlFor={searchId}>Search the questions</label>
                <input
                  id={searchId}
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder="e.g. guarantor, parking, deposit"
                  autoComplete="off"
                />
                <nav aria-label="FAQ categories">
                  <ul className="chips">
                    <li className={`chip ${category === null ? 'chip-active' : ''}`}>
                      <Link href="/faqs" aria-current={category === null ? 'page' : undefined}>
                        All
                      </Link>
                    </li>
                    {categories.map((c) => (
                      <li key={c} className={`chip ${c === category ? 'chip-active' : ''}`}>
                        <Link href={`/faqs?category=${slugOf(c)}`} aria-current={c === category ? 'page' : undefined}>
                          {c}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              </search>
              <p className="result-count" aria-live="polite">
                {found.length} question{found.length === 1 ? '' : 's'}
                {text.trim() ? ` matching “${text.trim()}”` : ''}
              </p>
              {found.length === 0 && (
                <p className="empty">
                  No question matches that. Try fewer words, or <Link href="/contact-us">ask us directly</Link>.
                </p>
              )}
              {shown.map((c) => (
                <section key={c} className="faq-group" aria-labelledby={`faq-${slugOf(c)}`}>
                  <h2 id={`faq-${slugOf(c)}`}>{c}</h2>
                  <FaqAccordion faqs={found.filter((f) => f.category === c)} open={text.trim() !== ''} />
                </section>
              ))}
            </>
          );
        }}
      </ResourceView>
    </div>
  );
}
