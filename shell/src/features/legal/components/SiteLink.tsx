import type { ReactNode } from 'react';
import { Link as RouterLink } from '@reeltime/shared-lib';
import './legal.css';

/** A link to another page of the site, in running text. */
export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="rt-link" to={to}>
      {children}
    </RouterLink>
  );
}

/** A mailto link showing the address. */
export function MailLink({ address }: { address: string }) {
  return (
    <a className="rt-link" href={`mailto:${address}`}>
      {address}
    </a>
  );
}
