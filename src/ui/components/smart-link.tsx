import { Link } from 'wouter';
import { isSafeLink } from '../../domain/shared/safe-link';

/** Internal links move within the app; other safe addresses are ordinary links; anything else is text. */
export function SmartLink({
  href,
  className,
  current = false,
  children,
}: {
  href: string;
  className?: string;
  /** Marks the link to the page being shown. */
  current?: boolean;
  children: string;
}) {
  // A stored address that is not a site path, web address, mail or phone link (javascript:, data:)
  // is never followed: the label stays, as text.
  if (!isSafeLink(href)) return <span className={className}>{children}</span>;
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
