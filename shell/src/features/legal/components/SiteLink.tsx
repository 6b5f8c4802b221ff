import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from '@reeltime/shared-lib';

/** A link to another page of the site, in running text. */
export function SiteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A mailto link showing the address. */
export function MailLink({ address }: { address: string }) {
  return <Link href={`mailto:${address}`}>{address}</Link>;
}
