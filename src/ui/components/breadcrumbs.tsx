import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';

export function Breadcrumbs({ trail }: { trail: readonly (readonly [label: string, href: string | null])[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map(([label, href]) => (
          <li key={label}>{href ? <Link href={href}>{label}</Link> : <span aria-current="page">{label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The head of a page one step below Home (FAQs, offers, compare, favourites, the account…): the
 * trail Home › `crumb`, the page's heading (`crumb` unless it says more) and its lead line. A page
 * that moves focus to its heading (a step done) passes `headingRef`; the heading then takes focus.
 */
export function PageHead({
  crumb,
  heading = crumb,
  lead,
  className,
  headingRef,
}: {
  readonly crumb: string;
  readonly heading?: ReactNode;
  readonly lead?: ReactNode;
  readonly className?: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <>
      <Breadcrumbs
        trail={[
          ['Home', '/'],
          [crumb, null],
        ]}
      />
      <header className={className ? `page-head ${className}` : 'page-head'}>
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {heading}
        </h1>
        {lead && <p className="lead">{lead}</p>}
      </header>
    </>
  );
}
