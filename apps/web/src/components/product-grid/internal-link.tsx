import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A link to a page of the app given as an address (detail pages other areas register), followed
 * by the router without a reload; modified clicks open a tab as usual.
 */
export function InternalLink({
  href,
  children,
  title,
  ...props
}: AnchorProps & { href: string; title?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Anchor
      {...props}
      href={href}
      title={title}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </Anchor>
  );
}
