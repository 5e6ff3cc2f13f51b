import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a page of the app given as an address (detail pages other areas register), followed
 * by the router without a reload; modified clicks open a tab as usual. A plain anchor: every
 * grid row has one, styled by the caller's class.
 */
export function InternalLink({
  href,
  children,
  title,
  className,
}: {
  href: string;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      title={title}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
