import { Link } from 'wouter';

/** Internal links move within the app; anything else is an ordinary link. */
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
