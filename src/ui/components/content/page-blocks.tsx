import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import type { SiteSettings } from '../../../domain/catalogue/catalogue';
import type { PageBlock } from '../../../domain/content/content';
import { EnquirySection } from '../enquiry-form/enquiry-section';
import { Picture } from '../picture';
import { PropertyCard } from '../property-card';
import { SmartLink } from '../smart-link';
import { FaqSection } from './faq-accordion';
import { RichText } from './rich-text';

/** A card's title sits one level under its block's heading, or under the page's when the block has none. */
function CardHeading({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return level === 2 ? <h2 className="info-card-title">{children}</h2> : <h3>{children}</h3>;
}

function renderBlock(block: PageBlock, key: string, settings: SiteSettings | null): ReactNode {
  switch (block.type) {
    case 'rich-text':
      return (
        <section key={key} className="block block-text prose">
          {block.heading && <h2>{block.heading}</h2>}
          <RichText body={block.body} headingLevel={block.heading ? 3 : 2} />
        </section>
      );
    case 'image':
      return block.media ? (
        <figure key={key} className="block block-image">
          <Picture media={block.media} sizes="(min-width: 1120px) 1040px, 100vw" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      ) : null;
    case 'cards':
      return (
        <section key={key} className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ul className="info-cards">
            {block.cards.map((card) => (
              <li key={card.title} className="info-card">
                <CardHeading level={block.heading ? 3 : 2}>
                  {card.href ? <SmartLink href={card.href}>{card.title}</SmartLink> : card.title}
                </CardHeading>
                <p>{card.body}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'faq-list':
      return block.faqs.length > 0 ? (
        <FaqSection key={key} heading={block.heading ?? 'Questions people ask'} faqs={block.faqs} className="block" />
      ) : null;
    case 'call-to-action':
      return (
        <section key={key} className="block cta-box">
          <div>
            <h2>{block.heading}</h2>
            <p>{block.body}</p>
          </div>
          <SmartLink href={block.href} className="button button-accent">
            {block.label}
          </SmartLink>
        </section>
      );
    case 'property-list':
      return block.properties.length > 0 ? (
        <section key={key} className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <div className="card-grid">
            {block.properties.map((p) => (
              <PropertyCard key={`${p.city_id}/${p.id}`} property={p} showCity />
            ))}
          </div>
        </section>
      ) : null;
    case 'university-list':
      return (
        <section key={key} className="block">
          {block.heading && <h2>{block.heading}</h2>}
          <ul className="university-list">
            {block.universities.map(({ university, city_name, properties }) => (
              <li key={university._id} className="university">
                <h3>
                  {university.name} <span className="muted">· {city_name}</span>
                </h3>
                {properties.length === 0 ? (
                  <p className="muted">No residences near {university.short_name} yet.</p>
                ) : (
                  <ul className="nearby">
                    {properties.map((p) => (
                      <li key={p._id}>
                        <Link href={`/${p.city_id}/${p.id}`}>{p.display_name}</Link>
                        <span className="distance">
                          {p.distance.walk_minutes} min walk · {p.distance.distance_km} km
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'form':
      return <EnquirySection key={key} kind={block.form} heading={block.heading} settings={settings} />;
    case 'media-text':
      return (
        <section key={key} className={`block media-text media-${block.media_side}`}>
          <div className="media-text-picture">
            <Picture
              media={block.media ?? undefined}
              sizes="(min-width: 1024px) 400px, (min-width: 700px) 45vw, 100vw"
            />
          </div>
          <div className="media-text-body prose">
            <h2>{block.heading}</h2>
            <RichText body={block.body} headingLevel={3} />
            {block.link && (
              <SmartLink href={block.link.href} className="text-link arrow-link">
                {block.link.label}
              </SmartLink>
            )}
          </div>
        </section>
      );
    case 'facts':
      return (
        <section key={key} className="block block-facts" {...(block.heading ? {} : { 'aria-label': 'At a glance' })}>
          {block.heading && <h2>{block.heading}</h2>}
          <dl className="fact-row">
            {block.facts.map((fact) => (
              <div key={fact.label} className="fact">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    // Placed by the page (pageLayout): the hero beside the title, side panels in their own column.
    case 'hero':
    case 'aside':
      return null;
  }
}

/** A side panel: the operator's ways to get in touch, or a list of next steps and related pages. */
export function AsidePanel({
  panel,
  settings,
}: {
  panel: Extract<PageBlock, { type: 'aside' }>;
  settings: SiteSettings | null;
}) {
  const headingId = useId();
  const phone = panel.style === 'contact' ? settings?.phone : undefined;
  const email = panel.style === 'contact' ? settings?.support_email : undefined;
  const whatsapp = panel.style === 'contact' ? settings?.whatsapp : undefined;
  return (
    <section className={`side-card side-card-${panel.style}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{panel.heading}</h2>
      {panel.body && <p>{panel.body}</p>}
      {(phone || email || whatsapp) && (
        <ul className="side-contact">
          {phone && (
            <li>
              <span className="muted">Phone</span>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
            </li>
          )}
          {whatsapp && (
            <li>
              <span className="muted">WhatsApp</span>
              <a href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}>{whatsapp}</a>
            </li>
          )}
          {email && (
            <li>
              <span className="muted">Email</span>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          )}
        </ul>
      )}
      {panel.links.length > 0 && (
        <ul className="side-links">
          {panel.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PageBlocks({ blocks, settings }: { blocks: readonly PageBlock[]; settings: SiteSettings | null }) {
  return <>{blocks.map((block, i) => renderBlock(block, `${i}:${block.type}`, settings))}</>;
}
