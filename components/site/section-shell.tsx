import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { HydratedSignal } from './hydrated-signal';
import { PageShell } from './page-shell';

function MenuLink({ href, children, ...rest }: { href: string; 'aria-current'?: 'page'; children: ReactNode }) {
  // No prefetch: the menu is on every page, and prefetching six payloads per view costs more than it saves.
  return (
    <Link href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}

/** The page shell of a section page (a Next page): its menu navigates between sections on the client. */
export function SectionShell({ children, ...props }: Omit<ComponentProps<typeof PageShell>, 'NavLink'>) {
  return (
    <PageShell {...props} NavLink={MenuLink}>
      {children}
      <HydratedSignal />
    </PageShell>
  );
}
