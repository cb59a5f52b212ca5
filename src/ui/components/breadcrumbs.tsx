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
