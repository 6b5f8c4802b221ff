import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, tokens, useDocumentTitle } from '@reeltime/shared-lib';
import { BackOfficeLayout } from '../../back-office/components/BackOfficeLayout';
import { useStaffAccount } from '../api/getStaffAccount';

export interface AdminFrameProps {
  title: string;
  actions?: ReactNode;
  /** Signed out: a wider page (tables); the back-office frame always uses the width beside its navigation. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every page under /admin (the site's header and footer are hidden there): for a signed-in
 * back-office account, the back office's navigation and account panel; otherwise (sign-in, refusals) a plain bar.
 */
export function AdminFrame(props: AdminFrameProps) {
  const { session } = useStaffAccount();
  if (session.status === 'staff')
    return (
      <BackOfficeLayout account={session.account} title={props.title} actions={props.actions}>
        {props.children}
      </BackOfficeLayout>
    );
  return <SignedOutFrame {...props} />;
}

function SignedOutFrame({ title, actions, wide = false, children }: AdminFrameProps) {
  useDocumentTitle(`${title} · Back office`);
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'grey.900', color: 'common.white', py: 1.5 }}>
        <Container
          maxWidth={wide ? 'lg' : 'md'}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        >
          <Typography
            component={RouterLink}
            to="/admin"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 'auto' }}
          >
            Reel
            <Box component="span" sx={{ color: tokens.color.primaryText }}>
              Time
            </Box>{' '}
            Back office
          </Typography>
          {actions}
        </Container>
      </Box>
      <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </>
  );
}
